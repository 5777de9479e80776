// Every icon the site draws, as one SVG sprite file: Lucide's line icons (ISC) by name, and the footer's brand marks
// (src/layout/social-marks.ts). Pages refer to a symbol (`<svg><use href="/static/icons-<hash>.svg#globe">`), so
// an icon costs ~80 bytes of HTML instead of its whole drawing, and no icon code ships in the JavaScript.
// `virtual:icon-sprite` gives the file's address; the browser fetches it once and caches it for a year.
import { createHash } from 'node:crypto';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import type { Plugin } from 'vite';
import { socialMarks } from '../layout/social-marks.ts';
import { iconNames, interfaceIconNames, socialNetworks } from '../vocabulary/icon-names.ts';

const ID = 'virtual:icon-sprite';
const DEV_URL = '/@icon-sprite.svg';

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** A Lucide icon's shapes, as its React component draws them. */
function lineIcon(name: string): string {
  const Glyph = (lucide as unknown as Record<string, ComponentType | undefined>)[pascal(name)];
  if (!Glyph) throw new Error(`Lucide has no icon named "${name}" (src/vocabulary/icon-names.ts)`);
  const svg = renderToStaticMarkup(createElement(Glyph));
  return svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
}

export function sprite(): string {
  const line = [...iconNames, ...interfaceIconNames].map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2" ` +
      `stroke-linecap="round" stroke-linejoin="round">${lineIcon(name)}</g></symbol>`,
  );
  const marks = socialNetworks.map((network) => {
    const { path, fillRule } = socialMarks[network];
    const rule = fillRule ? ` fill-rule="${fillRule}"` : '';
    return `<symbol id="social-${network}" viewBox="0 0 24 24"><path fill="currentColor"${rule} d="${path}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...line, ...marks].join('')}</svg>\n`;
}

export function iconSpritePlugin(): Plugin {
  let file: { source: string; name: string } | undefined;
  const built = () => {
    if (!file) {
      const source = sprite();
      file = { source, name: `static/icons-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.svg` };
    }
    return file;
  };
  let build = false;
  return {
    name: 'icon-sprite',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      return `export default ${JSON.stringify(build ? `/${built().name}` : DEV_URL)};\n`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== DEV_URL) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(sprite());
      });
    },
    generateBundle() {
      if (this.environment.config.consumer === 'client')
        this.emitFile({ type: 'asset', fileName: built().name, source: built().source });
    },
  };
}
