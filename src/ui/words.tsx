import { createContext, useContext } from 'react';

/** The few words the primitives show; the layout provides them from the site's content. */
interface UiWords {
  mostPopular: string;
  perMonth: string;
  perYear: string;
  free: string;
  opensInNewTab: string;
  renewsSame: string;
  renewsAt: string;
}

const Words = createContext<UiWords>({
  mostPopular: '',
  perMonth: '',
  perYear: '',
  free: '',
  opensInNewTab: '',
  renewsSame: '',
  renewsAt: '',
});

export const WordsProvider = Words.Provider;
export const useWords = () => useContext(Words);
