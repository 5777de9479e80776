// The hydration bench's control: a one-paragraph document with one inline script, served by a bare loopback server.
// Its longest main-thread task is what Chromium spends committing any navigation (creating the document and the
// page's JavaScript context) under the same 4× CPU slowdown: the floor under every page's figure.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { atExit } from './exit.ts';

const CONTROL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Control</title>' +
  '<script>document.documentElement.dataset.control = "1"</script></head><body><p>A control page.</p></body></html>';

/** Starts the control page's server; answers its URL. It stops at exit. */
export async function startControlPage(): Promise<string> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(CONTROL_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  atExit(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}
