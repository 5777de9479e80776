// The team editor's live preview, rendered on the server: the route document the form's unsaved data makes
// (cms/local-api/live-preview-doc.ts, its texts tagged with their fields) drawn by the site's own layout and
// templates, as the local editor's preview frame draws it in the browser (cms/editor/preview/frame/). Loaded by the
// preview renderer through its dev server (render-server.ts), so that the site's modules and unsaved MDX bodies are
// compiled as the site compiles them. Its answer is the renderer's usual page: previews.ts fills the template.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { Layout } from '../../../src/layout/Layout.tsx';
import type { RouteDoc } from '../../../src/assembly/resolve.ts';
import { escapeHtml } from '../../../src/content/escape-html.ts';
import { insertNodes, nodesOf, serializeContent, textElement, textOf } from '../../local-api/html-tree.ts';
import { ViewContent } from '../../shared/live-view/ViewContent.tsx';
import { prepareView } from '../../shared/live-view/view.ts';
import type { RenderedPage } from './renderer.ts';

/**
 * The markup without the stylesheets React wrote into it (the font faces it hoists), and their texts: they go in the
 * head, where the prerender puts them too, so that the body the editor swaps in holds no stylesheet of its own.
 */
function hoisted(markup: string): { html: string; styles: string[] } {
  const holder = textElement('div', '');
  const nodes = nodesOf(holder, markup);
  const styles = nodes.flatMap((node) => ('tagName' in node && node.tagName === 'style' ? [node] : []));
  insertNodes(
    holder,
    nodes.filter((node) => !styles.includes(node as never)),
    'end',
  );
  return { html: serializeContent(holder), styles: styles.map(textOf) };
}

export async function renderLive(doc: RouteDoc, path: string): Promise<RenderedPage> {
  const view = await prepareView(doc, path, 0, null);
  const sheet = new ServerStyleSheet();
  try {
    const rendered = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={path}>
            <Routes>
              <Route element={<Layout />}>
                <Route path="*" element={<ViewContent view={view} />} />
              </Route>
            </Routes>
          </StaticRouter>
        </StrictMode>,
      ),
    );
    const sheetStyles = sheet.getStyleElement().map((element) => {
      const { dangerouslySetInnerHTML } = element.props as { dangerouslySetInnerHTML?: { __html?: string } };
      return dangerouslySetInnerHTML?.__html ?? '';
    });
    const { html, styles } = hoisted(rendered);
    const head = [
      `<title>${escapeHtml(view.title)}</title>`,
      ...styles.map((css) => {
        // Written as the parser reads it (raw text), the text the page's policy hashes.
        const holder = textElement('div', '');
        insertNodes(holder, [textElement('style', css)], 'end');
        return serializeContent(holder);
      }),
      sheet.getStyleTags(),
    ].join('\n');
    return { status: 200, head, html, inline: { scripts: [], styles: [...styles, ...sheetStyles] } };
  } finally {
    sheet.seal();
  }
}
