// The results' words in the browser, from content: the server passes its own (src/server/page-words.ts).
import site from 'virtual:content/site';
import type { ResultWords } from './DomainResults.tsx';

export const resultWords: ResultWords = { ...site.domainSearch, perYear: site.ui.perYear };
