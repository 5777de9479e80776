// A form submitted before the page's script has run is held by the page's inline script (early-submit-loader.ts:
// it stops the submit, so nothing typed reaches a URL or the server, and starts loading the script at once). Once
// hydrated, each held form is submitted again, now to its React handler, with what was typed still in it.

declare global {
  interface Window {
    /** Forms whose submit the page's inline script held until hydration */
    __heldSubmits?: HTMLFormElement[];
  }
}

export function replayEarlySubmits() {
  const held = window.__heldSubmits;
  if (!held) return;
  window.__heldSubmits = [];
  // After the frame that follows hydration: the forms have read what was typed into their state by then.
  requestAnimationFrame(() =>
    setTimeout(() => {
      document.body.removeAttribute('aria-busy');
      for (const form of held) {
        if (form.isConnected) form.requestSubmit();
      }
    }),
  );
}
