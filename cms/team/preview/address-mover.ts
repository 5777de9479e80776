// Root-relative addresses of a previewed page moved inside the draft's preview (/hosting becomes
// /drafts/<slug>/preview/hosting), so its links stay there and its files load from it. It changes values the page's
// tree holds (an attribute's value, a <style>'s text), never markup: preview-page.ts reads and writes the page.

/** The attributes that hold an address (`xlink:href` by its qualified name). */
export const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'poster', 'xlink:href']);
/** On these elements an address names a page, not a file. */
const PAGE_ELEMENTS = new Set(['a', 'area', 'form']);
/** `url(/…)` in CSS, quoted or not; never `url(//host/…)` */
const CSS_URL = /url\((['"]?)(\/(?!\/)[^'")\s]*)\1\)/g;

const isRootRelative = (address: string) => address.startsWith('/') && !address.startsWith('//');

/** Moves root-relative addresses under the prefix; `asset` hears each one that names a file rather than a page. */
export function addressMover(prefix: string, asset: (address: string) => void) {
  const move = (address: string) => (isRootRelative(address) ? `${prefix}${address}` : address);
  const moveAsset = (address: string) => {
    if (isRootRelative(address)) asset(address.split(/[?#]/)[0]!);
    return move(address);
  };
  // Each candidate is an address and a descriptor ("320w"), separated by commas.
  const srcset = (value: string) =>
    value
      .split(',')
      .map((candidate) => {
        const start = candidate.length - candidate.trimStart().length;
        const address = candidate.slice(start).split(/\s/)[0]!;
        return candidate.slice(0, start) + moveAsset(address) + candidate.slice(start + address.length);
      })
      .join(',');
  return {
    /** A stylesheet's text with its root-relative `url()`s moved (all files) */
    css: (css: string) =>
      css.replace(CSS_URL, (_, quote: string, address: string) => `url(${quote}${moveAsset(address)}${quote})`),
    /** An address attribute's value on an element, moved as a page's address or a file's */
    attribute: (tagName: string, name: string, value: string) =>
      name === 'srcset' ? srcset(value) : PAGE_ELEMENTS.has(tagName) ? move(value) : moveAsset(value),
  };
}
