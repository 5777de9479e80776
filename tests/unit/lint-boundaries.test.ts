// The layer rules of eslint.config.js, tried on files that break them: `npm run lint` must refuse each.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from '../helpers/content-fixture.ts';

const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

async function messages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((m) => `${m.ruleId}: ${m.message}`) ?? [];
}

/** How each layer's zone begins its reason for refusing an import (eslint.config.js). */
const SAYS = {
  feature: 'A feature imports only ui/, the shared vocabulary (vocabulary/) and its own files',
  content: 'content/ is the bottom layer: it imports only the shared vocabulary (vocabulary/), types included',
  vocabulary: 'vocabulary/ holds the words every layer shares',
  section: 'A section type knows content, features, seo, mdx and ui, never a layer above it',
  build: 'build/ is Node only',
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The one message of an import refused by a layer's zone. */
const refusal = (says: string) => [
  expect.stringMatching(
    new RegExp(`^import-x/no-restricted-paths: Unexpected path "[^"]+" imported in restricted zone\\. ${escape(says)}`),
  ),
];

// Resolving imports with the TypeScript resolver takes a few seconds on a busy machine.
describe('layer boundaries', { timeout: 60_000 }, () => {
  it('refuses an import from ui/ into a feature', async () => {
    const code = "import { useSession } from '../features/auth/session.ts';\nexport const probe = useSession;\n";
    expect(await ruleIds('src/ui/Probe.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses content in ui/', async () => {
    const code = "import site from 'virtual:content/site';\nexport const probe = site;\n";
    expect(await ruleIds('src/ui/Probe.tsx', code)).toContain('no-restricted-imports');
  });

  it("refuses a feature reaching into another feature's internals", async () => {
    const code = "import { ThemeToggle } from '../theme/ThemeToggle.tsx';\nexport const probe = ThemeToggle;\n";
    expect(await ruleIds('src/features/auth/Probe.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('lets the server import what it shares with the pages (the domain normaliser, ...) and nothing else', async () => {
    const allowed =
      "import { normalizeDomain } from '../features/domain-search/normalize.ts';\nexport const probe = normalizeDomain;\n";
    expect(await ruleIds('src/server/probe.ts', allowed)).toEqual([]);
    const refused = "import { contentLoader } from '../content/load.ts';\nexport const probe = contentLoader;\n";
    expect(await ruleIds('src/server/probe.ts', refused)).toContain('import-x/no-restricted-paths');
  });

  it('keeps assembly/ below build/: what the build knows is handed to it', async () => {
    const code = "import { shareCardUrl } from '../build/share-card-name.ts';\nexport const probe = shareCardUrl;\n";
    expect(await ruleIds('src/assembly/probe.ts', code)).toContain('import-x/no-restricted-paths');
    const types =
      "import type { LastModified } from '../content/last-modified.ts';\nexport type Probe = LastModified;\n";
    expect(await ruleIds('src/assembly/probe.ts', types)).toEqual([]);
  });

  it('takes relative imports in one style, with the file extension, in src/, cms/, scripts/ and tests/', async () => {
    const probes = {
      'src/server/probe.ts': '../content/copy',
      'cms/team/probe.ts': '../../src/content/copy',
      'scripts/probe.ts': '../src/content/copy',
      'tests/unit/probe.ts': '../../src/content/copy',
    };
    for (const [where, file] of Object.entries(probes)) {
      const named = `import { copy } from '${file}.ts';\nexport const probe = copy;\n`;
      expect(await ruleIds(where, named), where).not.toContain('import-x/extensions');
      const bare = `import { copy } from '${file}';\nexport const probe = copy;\n`;
      expect(await ruleIds(where, bare), where).toContain('import-x/extensions');
      const typeOnly = `import type { copy } from '${file}';\nexport type Probe = typeof copy;\n`;
      expect(await ruleIds(where, typeOnly), where).toContain('import-x/extensions');
    }
  });

  describe('layers you can see (issue 28 part 5)', () => {
    it.each([
      ['layout/', "import { NotFound } from '../../layout/NotFound.tsx';\nexport const probe = NotFound;\n"],
      [
        'sections/',
        "import { PostListing } from '../../sections/blog-index/PostListing.tsx';\nexport const probe = PostListing;\n",
      ],
      ['templates/', "import { PageView } from '../../templates/PageView.tsx';\nexport const probe = PageView;\n"],
      ['content/', "import { copy } from '../../content/copy.ts';\nexport const probe = copy;\n"],
    ])('refuses a feature importing %s', async (_layer, code) => {
      expect(await messages('src/features/kb/Probe.tsx', code)).toEqual(refusal(SAYS.feature));
    });

    it('lets a feature import ui/, the vocabulary and its own files', async () => {
      const code = [
        "import { Button } from '../../ui/Button.tsx';",
        "import { fill } from '../../vocabulary/phrases.ts';",
        "import { linkCard } from './link-card.ts';",
        'export const probe = [Button, fill, linkCard];',
        '',
      ].join('\n');
      expect(await messages('src/features/kb/Probe.tsx', code)).toEqual([]);
    });

    it.each([
      [
        'sections/, type-only',
        "import type { SectionDefinition } from '../sections/define.ts';\nexport type Probe = SectionDefinition;\n",
      ],
      ['sections/', "import { sectionTypes } from '../sections/definitions.ts';\nexport const probe = sectionTypes;\n"],
      ['ui/', "import { formatCents } from '../ui/format.ts';\nexport const probe = formatCents;\n"],
      ['ui/, type-only', "import type { GlyphName } from '../ui/Glyph.tsx';\nexport type Probe = GlyphName;\n"],
      ['seo/', "import { organization } from '../seo/json-ld.ts';\nexport const probe = organization;\n"],
      ['seo/, type-only', "import type { JsonLd } from '../seo/json-ld.ts';\nexport type Probe = JsonLd;\n"],
      [
        'assembly/, type-only',
        "import type { RouteDoc } from '../assembly/resolve.ts';\nexport type Probe = RouteDoc;\n",
      ],
    ])('refuses content/ importing %s', async (_layer, code) => {
      expect(await messages('src/content/probe.ts', code)).toEqual(refusal(SAYS.content));
    });

    it("refuses a type written import('…'), which is no import declaration for the zones to see", async () => {
      const code = "export type Probe = import('../sections/define').SectionDefinition;\n";
      expect(await ruleIds('src/content/probe.ts', code)).toEqual(['@typescript-eslint/consistent-type-imports']);
    });

    it('lets content/ import the vocabulary and its own files', async () => {
      const code =
        "import { KB } from '../vocabulary/paths.ts';\nimport { fill } from './copy.ts';\nexport const probe = [KB, fill];\n";
      expect(await messages('src/content/probe.ts', code)).toEqual([]);
    });

    it('refuses the vocabulary importing anything of the layers', async () => {
      const code = "import type { ThemeName } from '../ui/theme.ts';\nexport type Probe = ThemeName;\n";
      expect(await messages('src/vocabulary/probe.ts', code)).toEqual(refusal(SAYS.vocabulary));
    });

    it('refuses a section type importing the route assembly above it', async () => {
      const code = "import type { RouteDoc } from '../../assembly/resolve.ts';\nexport type Probe = RouteDoc;\n";
      expect(await messages('src/sections/faq/probe.ts', code)).toEqual(refusal(SAYS.section));
    });

    it('refuses browser code importing the Node-only build/', async () => {
      const code = "import { imageAssets } from '../build/image-assets.ts';\nexport const probe = imageAssets;\n";
      expect(await messages('src/layout/probe.ts', code)).toEqual(refusal(SAYS.build));
    });

    it("lets the pages take the route documents' types, and refuses their code", async () => {
      const types = "import type { RouteDoc } from '../assembly/resolve.ts';\nexport type Probe = RouteDoc;\n";
      expect(await messages('src/layout/probe.ts', types)).toEqual([]);
      const code = "import { routeDocs } from '../assembly/resolve.ts';\nexport const probe = routeDocs;\n";
      expect(await messages('src/layout/probe.ts', code)).toEqual([
        expect.stringMatching(
          /^@typescript-eslint\/no-restricted-imports: .* Route documents are made in Node \(assembly\/\)/,
        ),
      ]);
    });

    it("lets a section's component take its definition's types, and refuses its code", async () => {
      const types = "import type definition from './definition.ts';\nexport type Probe = typeof definition;\n";
      expect(await messages('src/sections/faq/Probe.tsx', types)).toEqual([]);
      const code = "import definition from './definition.ts';\nexport const probe = definition;\n";
      expect(await messages('src/sections/faq/Probe.tsx', code)).toEqual([
        expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .* its Node half/),
      ]);
    });
  });
});

// The parts of the content editor (issue 37): the browser app, the servers and the test helpers kept apart.
describe('the editor’s parts', { timeout: 60_000 }, () => {
  it('refuses the browser app importing the team service, and lets it import cms/shared/', async () => {
    const refused = "import { openDrafts } from '../team/drafts/index.ts';\nexport const probe = openDrafts;\n";
    expect(await messages('cms/editor/probe.ts', refused)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The editor app runs in the browser/),
    ]);
    const allowed = "import { humanize } from '../shared/form-words.ts';\nexport const probe = humanize;\n";
    expect(await ruleIds('cms/editor/probe.ts', allowed)).toEqual([]);
  });

  it('refuses the browser app importing the local API, types included', async () => {
    const code = "import type { Change } from '../local-api/history.ts';\nexport type Probe = Change;\n";
    expect(await ruleIds('cms/editor/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a helper of cms/testing/', "import { gitIn } from '../testing/git-remote.ts';\nexport const probe = gitIn;\n"],
    [
      'a helper of tests/',
      "import { freePort } from '../../tests/helpers/ports.ts';\nexport const probe = freePort;\n",
    ],
  ])('refuses the team service importing %s', async (_, code) => {
    expect(await messages('cms/team/probe.ts', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Production code never imports test helpers/),
    ]);
  });
});
