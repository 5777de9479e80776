declare module 'virtual:content/site' {
  const site: import('./resolve').SiteData;
  export default site;
}
declare module 'virtual:content/routes' {
  const routes: (import('./resolve').RouteEntry & { load: () => Promise<{ default: unknown }> })[];
  export default routes;
}
declare module 'virtual:content/domains' {
  const domains: { searchPrices: Record<string, number>; currency: 'USD' };
  export default domains;
}
declare module 'virtual:content/doc/*' {
  const doc: unknown;
  export default doc;
}
declare module 'virtual:content/bodies' {
  const bodies: Record<'post' | 'legal', Record<string, () => Promise<import('mdx/types').MDXModule>>>;
  export default bodies;
}
