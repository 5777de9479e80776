declare module 'virtual:content/site' {
  const site: import('../assembly/resolve').SiteData;
  export default site;
}
declare module 'virtual:content/routes' {
  /**
   * Every route but the help center's. In the shipped browser build, `id` is absent and `aliases` only when there
   * are some (src/build/content-modules.ts).
   */
  const routes: (Partial<import('../assembly/resolve').RouteEntry> & {
    path: string;
    load: () => Promise<{
      default: Exclude<import('../assembly/resolve').RouteDoc, import('../assembly/kb-docs').KbDoc>;
    }>;
    /**
     * In the shipped browser build, a page with sections that keep their server HTML: its document as the page
     * reads it on arrival, those sections as stubs (src/build/arrival-doc.ts).
     */
    arrive?: () => Promise<{
      default: Exclude<import('../assembly/resolve').RouteDoc, import('../assembly/kb-docs').KbDoc>;
    }>;
  })[];
  export default routes;
}
declare module 'virtual:content/kb-routes' {
  /** The help center's routes (src/layout/unlisted.tsx), shaped like the others */
  const routes: (Partial<import('../assembly/resolve').RouteEntry> & {
    path: string;
    load: () => Promise<{ default: import('../assembly/kb-docs').KbDoc }>;
  })[];
  export default routes;
}
declare module 'virtual:content/domains' {
  const domains: { searchPrices: Record<string, number>; currency: 'USD' };
  export default domains;
}
declare module 'virtual:content/doc/*' {
  const doc: import('../assembly/resolve').RouteDoc;
  export default doc;
}
declare module 'virtual:font' {
  /** Address of the site's font file (src/build/font-plugin.ts) */
  const url: string;
  export default url;
}
declare module 'virtual:icon-sprite' {
  /** Address of the icon sprite (src/build/icon-sprite-plugin.ts) */
  const url: string;
  export default url;
}
