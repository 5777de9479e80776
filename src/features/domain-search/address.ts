// What the search forms and the results share about the page's address, kept out of the results' chunk.
/** History state of an entry a search pushed: closing the results goes back to the entry before it. */
export const PUSHED = { domainSearch: true } as const;

/** Where focus goes when the results close: the input of the form that searched. */
let returnFocus: HTMLElement | null = null;
export const setReturnFocus = (element: HTMLElement | null) => {
  returnFocus = element;
};
export const takeReturnFocus = () => returnFocus;
