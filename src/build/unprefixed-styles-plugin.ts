// styled-components 6 writes vendor prefixes (-webkit-, -moz-, -ms-) only when a StyleSheetManager asks for them
// (`enableVendorPrefixes`), which the site never does: every browser it serves reads the unprefixed properties. The
// table of prefixes (stylis's Prefixer.js) still shipped in every page's main chunk, imported by the middleware that
// would apply it. The browser build takes an identity in its place, so the same CSS (the prefixer never ran) for
// less script on every page; the server's render keeps the real module.
import type { Plugin } from 'vite';

const STUB = '\0unprefixed-styles';
const stylisSource = /[\\/]node_modules[\\/]stylis[\\/](?:src[\\/])?[\w.]+\.js$/;

export function unprefixedStylesPlugin(): Plugin {
  return {
    name: 'unprefixed-styles',
    // Before Vite's own resolver, which would answer first.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: {
      filter: { id: /(?:^|\/)Prefixer\.js$/ },
      handler: (_source, importer) => (importer && stylisSource.test(importer) ? STUB : null),
    },
    load: {
      filter: { id: /^\0unprefixed-styles$/ },
      handler: () => 'export const prefix = (value) => value;',
    },
  };
}
