// The import rules of the house, as zones of import-x/no-restricted-paths (eslint.config.js): the layers of src/ and
// the parts of cms/. Probes in tests/unit/lint-boundaries.test.ts show each one refusing what it should.

const features = ['auth', 'blog', 'domain-search', 'kb', 'theme'];

/**
 * The layers of src/ as import rules, so that a violation fails `npm run lint`; the rule resolves every import
 * declaration, type-only ones included. From the bottom up:
 *
 *   vocabulary/   the words every layer shares: icon names, image types, theme tokens, paths, phrases
 *   ui/           primitives that know no content and no feature                     (vocabulary)
 *   content/      content types, their checks, the loader                            (vocabulary)
 *   features/<f>  the interactive parts, each on its own                             (ui, vocabulary)
 *   seo/, mdx/    structured data and the share card's shape; MDX bodies' components
 *   sections/     one folder per section type                                        (content, features, seo, mdx, ui)
 *   assembly/     route documents and the site's content types, with section types   (anything below)
 *   layout/, templates/, routes.tsx, entry-*.tsx: the pages                          (anything below, assembly as types)
 *
 * beside them build/, Node only (Vite plugins, images, git dates, share cards, the prerender's helpers), which no
 * browser code imports, and server/, which imports its own files and a few shared ones.
 * `from` is what the `target` files may not import, `except` (inside `from`) what they still may.
 */
export const layers = [
  {
    target: './src/vocabulary',
    from: './src',
    except: ['./vocabulary'],
    message:
      'vocabulary/ holds the words every layer shares (icon names, image types, theme tokens, paths, phrases): it imports nothing else.',
  },
  {
    target: './src/ui',
    from: './src',
    except: ['./ui', './vocabulary'],
    message:
      'ui/ holds primitives that know no content and no feature: pass what it shows as props (the shared words are in vocabulary/).',
  },
  {
    target: './src/content',
    from: './src',
    except: ['./content', './vocabulary'],
    message:
      'content/ is the bottom layer: it imports only the shared vocabulary (vocabulary/), types included. Section types are handed to it (content/section-contract.ts); routes are assembled in assembly/.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src',
    except: [`./features/${feature}`, './ui', './vocabulary'],
    message:
      'A feature imports only ui/, the shared vocabulary (vocabulary/) and its own files: what a page knows comes in as props, and what two features share goes to ui/.',
  })),
  {
    target: ['./src/seo', './src/mdx'],
    from: './src',
    except: ['./seo', './mdx', './content', './ui', './vocabulary'],
    message:
      'seo/ and mdx/ sit below the section types: they read content and ui/ only (what compiles MDX and draws share cards is in build/).',
  },
  {
    target: './src/sections',
    from: [
      './src/assembly',
      './src/build',
      './src/layout',
      './src/templates',
      './src/server',
      './src/routes.tsx',
      './src/entry-client.tsx',
      './src/entry-server.tsx',
    ],
    message:
      'A section type knows content, features, seo, mdx and ui, never a layer above it: the route assembly, the pages, the build or the server.',
  },
  {
    target: './src/assembly',
    from: './src/build',
    message:
      'The build imports the route assembly, never the other way: what only the build knows (dates, share card names) is handed to routeDocs (BuildFacts).',
  },
  {
    target: ['./src/layout', './src/templates', './src/routes.tsx', './src/entry-client.tsx'],
    from: './src/build',
    message:
      'build/ is Node only (Vite plugins, images, git dates, share cards, the prerender): browser code never imports it.',
  },
  {
    target: './src/server',
    from: './src',
    except: [
      './server',
      './features/domain-search/normalize.ts',
      './features/domain-search/contract.ts',
      './features/domain-search/SearchFailure.tsx',
      './features/domain-search/DomainResults.tsx',
      './features/auth/validation.ts',
      './features/auth/cv-file.ts',
      './features/auth/form-field.ts',
      './ui/sent-form.tsx',
      './vocabulary/paths.ts',
      './content/escape-html.ts',
      './ui/format.ts',
      './ui/TextLink.tsx',
      './ui/Glyph.tsx',
    ],
    message:
      "The server imports only its own files, the shared domain normaliser, the search API contract, the forms' rules and hidden field (it checks a job application posted without JavaScript), what a form sent (which it hands to the page's render), the site's paths, the one HTML escaper, the money format and the components it renders into pages without JavaScript: the search results and the failed search, the same components the results dialog renders (DomainResults.tsx, SearchFailure.tsx, and the links and icons they draw).",
  },
  {
    target: './src',
    from: './cms',
    message: 'The site never imports the content editor: it is a development tool, kept out of every build.',
  },
];

/**
 * The parts of the content editor (cms/) as import rules, type imports included:
 *
 *   shared/     what the browser app and the servers both import: wire types, field words, the preview protocol
 *   editor/     the browser app                                                          (shared, src's browser code)
 *   local-api/  one person's API over one content folder (npm run cms)                   (shared, src)
 *   team/       the team service: sign-in, drafts on a git remote, review, preview, publish;
 *               it serves the local API over each draft's worktree                     (local-api, shared, src)
 *   testing/    helpers of the tests, which production code never imports (nor tests/)
 */
export const cmsParts = [
  {
    target: './cms/shared',
    from: './cms',
    except: ['./shared'],
    message: 'cms/shared/ is what the editor app and the servers both import: it imports nothing else of cms/.',
  },
  {
    target: './cms/editor',
    from: ['./cms', './src/build', './src/server'],
    except: ['./editor', './shared'],
    message:
      'The editor app runs in the browser: it imports its own files and cms/shared/ only (what a server answers is typed there), never a server or the build.',
  },
  {
    target: './cms/local-api',
    from: ['./cms/editor', './cms/team'],
    message: 'The local API knows neither the browser app nor the team service: what they share is in cms/shared/.',
  },
  {
    target: './cms/team',
    from: './cms/editor',
    message: 'The team service does not import the browser app: what they share is in cms/shared/.',
  },
  {
    target: ['./cms/shared', './cms/editor', './cms/local-api', './cms/team'],
    from: ['./cms/testing', './tests'],
    message: 'Production code never imports test helpers (cms/testing/, tests/): tests import them.',
  },
];
