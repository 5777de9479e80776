// Vite preloads the imports of a chunk loaded with import(): when the import starts, its helper adds a
// <link rel="modulepreload"> to the head for each. A section that hydrates on the visitor's first touch
// (sections/registry.ts, 'on touch') starts its import inside the touch's event, and those links were most of that
// event's work: the hero's ten took about 30 ms at 4× CPU, and its first click answered in 96 ms (median of 7),
// 64 ms without them (bench:interaction's 'domain search @ hydrated'). Its chunk's imports load as the browser reads
// the chunk instead, a round trip later, after the touch has painted. Every other lazy chunk keeps its preloads.

/** The module of each section type that hydrates on touch (tests/unit/touch-preload.test.ts holds this to the registry). */
export const TOUCH_SECTION_MODULES = { hero: 'HeroSection' } as const;

const touchChunk = new RegExp(`(?:^|/)(?:${Object.values(TOUCH_SECTION_MODULES).join('|')})-[\\w-]+\\.js$`);

/** vite.config.ts's build.modulePreload.resolveDependencies: none for the chunk of a section hydrated on touch. */
export const preloadedImports = (chunk: string, imports: string[]): string[] => (touchChunk.test(chunk) ? [] : imports);
