// A request with headers no page may choose (Host) or sets only for itself (Origin), from Node's own HTTP client:
// what a DNS name rebound to loopback, or a page on another origin, makes a browser send.
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export const rawRequest = (
  port: number,
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: target, headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${target} on port ${port} did not answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
