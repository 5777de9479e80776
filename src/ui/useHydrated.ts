import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/** false in the server's HTML and while React hydrates it, true after: for what the prerendered page cannot hold. */
export const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
