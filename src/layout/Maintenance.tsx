import site from 'virtual:content/site';
import { Hero } from '../ui/Hero.tsx';

/**
 * What every page shows while maintenance mode is on (config.ts; a build-time switch, off). A chunk of its own, which
 * the routes load in place of each page's (src/routes.tsx): the code every page loads holds none of it.
 */
export function Maintenance() {
  return <Hero title={site.ui.maintenance} />;
}
