declare module 'virtual:content/site' {
  const site: import('./resolve').SiteData;
  export default site;
}
declare module 'virtual:content/routes' {
  /**
   * Every route but the help center's. In the shipped browser build, `id` is absent and `aliases` only when there
   * are some (src/content/modules.ts).
   */
  const routes: (Partial<import('./resolve').RouteEntry> & {
    path: string;
    load: () => Promise<{ default: Exclude<import('./resolve').RouteDoc, import('./kb-docs').KbDoc> }>;
  })[];
  export default routes;
}
declare module 'virtual:content/kb-routes' {
  /** The help center's routes (src/layout/unlisted.tsx), shaped like the others */
  const routes: (Partial<import('./resolve').RouteEntry> & {
    path: string;
    load: () => Promise<{ default: import('./kb-docs').KbDoc }>;
  })[];
  export default routes;
}
declare module 'virtual:content/domains' {
  const domains: { searchPrices: Record<string, number>; currency: 'USD' };
  export default domains;
}
declare module 'virtual:content/doc/*' {
  const doc: import('./resolve').RouteDoc;
  export default doc;
}
declare module 'virtual:font' {
  /** Address of the site's font file (scripts/vite/font-plugin.ts) */
  const url: string;
  export default url;
}
declare module 'virtual:icon-sprite' {
  /** Address of the icon sprite (scripts/vite/icon-sprite-plugin.ts) */
  const url: string;
  export default url;
}
