// The chunks whose imports are not preloaded (src/build/touch-preload.ts) are those of the sections that hydrate on
// the visitor's first touch: every section of every page that does so is of a type named there, whose component
// module is the one named; and a chunk named for another module keeps its preloads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import entries from 'virtual:content/routes';
import { preloadedImports, TOUCH_SECTION_MODULES } from '../../src/build/touch-preload.ts';
import { hydratesOnTouch } from '../../src/sections/registry.ts';

const registry = readFileSync('src/sections/registry.ts', 'utf8');

const docs = await Promise.all(entries.map(async (entry) => (await entry.load()).default));
const onTouch = docs.flatMap((doc) =>
  doc.template === 'page' ? doc.page.sections.filter(hydratesOnTouch).map((s) => `${doc.meta.path} ${s.type}`) : [],
);

describe('the chunks of sections that hydrate on touch load without preloaded imports', () => {
  it('has sections that hydrate on touch to check', () => {
    expect(onTouch.length).toBeGreaterThan(0);
  });
  it.each(onTouch)('%s is of a type named, with its module', (name) => {
    const type = name.split(' ').at(-1)!;
    const module = TOUCH_SECTION_MODULES[type as keyof typeof TOUCH_SECTION_MODULES];
    expect(module, `${type} hydrates on touch: name its module in TOUCH_SECTION_MODULES`).toBeDefined();
    // The registry's entry for the type imports that module.
    expect(registry).toMatch(new RegExp(`\\b${type}: \\{\\s*component: \\(\\) => import\\('[^']*/${module}\\.tsx'\\)`));
  });
  it('leaves the imports of every other chunk preloaded', () => {
    const imports = ['static/js/Field-abc.js'];
    expect(preloadedImports('static/js/HeroSection-0HqzB2PZ.js', imports)).toEqual([]);
    expect(preloadedImports('static/js/PlanSection-0HqzB2PZ.js', imports)).toEqual(imports);
    expect(preloadedImports('static/js/SuperHeroSection-0HqzB2PZ.js', imports)).toEqual(imports);
  });
});
