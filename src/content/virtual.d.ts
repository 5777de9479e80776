declare module 'virtual:content/site' {
  const site: import('./resolve').SiteData;
  export default site;
}
declare module 'virtual:content/routes' {
  /** In the shipped browser build, `id` is absent and `aliases` only when there are some (src/content/modules.ts). */
  const routes: (Partial<import('./resolve').RouteEntry> & {
    path: string;
    load: () => Promise<{ default: import('./resolve').RouteDoc }>;
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
