import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { cmsParts, layers } from './eslint-zones.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.cms-app',
      '.cms-service',
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
        {
          // A string replacement is read for patterns: $& is the match, $` what comes before it, $' what follows.
          // A value in it (a search term, a title) could hold them and become markup (issue 35): pass a function.
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2][arguments.1.type=/^(TemplateLiteral|BinaryExpression|Identifier|MemberExpression|CallExpression|ConditionalExpression|LogicalExpression)$/]:not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
          message:
            "String.replace reads $&, $` and $' in its replacement: a value there can turn into markup. Pass a function (() => value), or a plain string literal.",
        },
      ],
    },
  },
  {
    // import-x for every TypeScript file, with TypeScript's resolver; the blocks below add src/'s and cms/'s zones.
    // One style for relative imports (issue 37): with the file's own extension, as Node's ES modules and its type
    // stripping need them, so a module names the file it imports. Packages are named without one.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/extensions': ['error', 'always', { ignorePackages: true, checkTypeImports: true, fix: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
    },
  },
  {
    files: ['cms/**/*.{ts,tsx}'],
    ignores: ['cms/**/*.test.{ts,tsx}', 'cms/testing/**', 'cms/vite.config.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: cmsParts }],
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
  {
    // Browser code takes the Node-only halves as types alone: the route documents (assembly/) and the section types'
    // definitions (sections/definitions.ts and each type's definition.ts) are made and read in Node.
    files: [
      'src/layout/**/*.{ts,tsx}',
      'src/templates/**/*.{ts,tsx}',
      'src/routes.tsx',
      'src/entry-client.tsx',
      'src/sections/registry.ts',
      'src/sections/**/*.tsx',
    ],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)assembly/',
              allowTypeImports: true,
              message: 'Route documents are made in Node (assembly/): browser code imports their types only.',
            },
            {
              regex: '(^|/)definitions?(\\.ts)?$',
              allowTypeImports: true,
              message:
                "A section type's definition is its Node half (schemas, resolvers): browser code imports its types only.",
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
