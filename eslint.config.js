import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['auth', 'blog', 'domain-search', 'kb', 'theme'];

/**
 * The layers of src/ as import rules, so that a violation fails `npm run lint`.
 * `from` is what the `target` files may not import, `except` (inside `from`) what they still may.
 */
const layers = [
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
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not reach into another feature: move what both need to ui/ or content/.',
  })),
  {
    target: './src/server',
    from: './src',
    except: [
      './server',
      './features/domain-search/normalize.ts',
      './features/domain-search/contract.ts',
      './features/domain-search/SearchFailure.tsx',
      './features/auth/validation.ts',
      './features/auth/cv-file.ts',
      './vocabulary/paths.ts',
      './content/escape-html.ts',
      './ui/format.ts',
      './ui/TextLink.tsx',
    ],
    message:
      "The server imports only its own files, the shared domain normaliser, the search API contract, the forms' rules (it checks a job application posted without JavaScript), the site's paths, the one HTML escaper, the money format and the components it renders into pages without JavaScript (the failed search).",
  },
  {
    target: './src',
    from: './cms',
    message: 'The site never imports the content editor: it is a development tool, kept out of every build.',
  },
  {
    target: './src/content',
    from: './src',
    except: ['./content', './vocabulary'],
    message:
      'content/ is the bottom layer: it imports only the shared vocabulary (vocabulary/), types included. Section types are handed to it (content/section-contract.ts); routes are assembled in assembly/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.cms-app',
      '.schemas',
      '.tmp',
      'node_modules',
      'test-results',
      'playwright-report',
      'tests/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='style']",
          message: 'Inline styles break the strict CSP: use a styled component.',
        },
        { selector: "CallExpression[callee.name='eval']", message: 'eval breaks the strict CSP.' },
        { selector: "NewExpression[callee.name='Function']", message: 'new Function breaks the strict CSP.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['virtual:*', '!virtual:icon-sprite'],
              message: 'ui/ knows no content: pass what it shows as props.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Ambient module declarations cannot use top-level type imports.
  { files: ['**/*.d.ts'], rules: { '@typescript-eslint/consistent-type-imports': 'off' } },
);
