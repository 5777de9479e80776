import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  canonicalAddress,
  clientAddress,
  clientAddressFrom,
  clientAddressOf,
  trustedProxyCount,
} from './client-address.ts';

describe('trustedProxyCount (TRUST_PROXY)', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
    ['12', 12],
    ['true', undefined],
    ['yes', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['1e3', undefined],
    ['0x1', undefined],
    ['loopback', undefined],
    ['999', undefined],
  ])('%j → %j', (value, expected) => {
    expect(trustedProxyCount(value)).toBe(expected);
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['::1', '::1'],
    ['', undefined],
    ['unknown', undefined],
    ['203.0.113.256', undefined],
    ['<script>', undefined],
    ['203.0.113.7 extra', undefined],
  ])('%j → %j', (text, expected) => {
    expect(canonicalAddress(text)).toBe(expected);
  });
});

const socket = '10.0.0.2'; // the proxy (or the client, when nothing is trusted)

describe('clientAddressFrom', () => {
  it.each<[string, string | undefined, number, string | undefined]>([
    // Nothing trusted: the header is ignored, whatever it says.
    ['no header, no trust', undefined, 0, socket],
    ['header but no trust', '198.51.100.1', 0, socket],
    ['spoofed header but no trust', '1.1.1.1, 198.51.100.1', 0, socket],
    // One proxy (nginx appends the address that connected to it).
    ['one proxy', '198.51.100.1', 1, '198.51.100.1'],
    ['one proxy, client sent its own header', '6.6.6.6, 198.51.100.1', 1, '198.51.100.1'],
    ['one proxy, client sent several', '6.6.6.6, 7.7.7.7, 8.8.8.8, 198.51.100.1', 1, '198.51.100.1'],
    ['one proxy, spoof with spaces and ports', ' 6.6.6.6:1 ,198.51.100.1:4431', 1, '198.51.100.1'],
    ['one proxy, IPv6 client', '2001:db8::7', 1, '2001:db8::7'],
    ['one proxy, mapped IPv4', '::ffff:198.51.100.1', 1, '198.51.100.1'],
    // Two proxies (a CDN, then nginx): the CDN's entry is second from the right.
    ['two proxies', '198.51.100.1, 192.0.2.10', 2, '198.51.100.1'],
    ['two proxies, spoofed on the left', '6.6.6.6, 198.51.100.1, 192.0.2.10', 2, '198.51.100.1'],
    // Misconfigured or bypassed proxies: fall back to the socket rather than trust what the client wrote.
    ['fewer entries than proxies', '198.51.100.1', 2, socket],
    ['trusted entry is garbage', '6.6.6.6, unknown', 1, socket],
    ['trusted entry is empty', '6.6.6.6,', 1, socket],
    ['empty header', '', 1, socket],
  ])('%s', (_, header, trusted, expected) => {
    expect(clientAddressFrom(socket, header, trusted)).toBe(expected);
  });

  it('reports the socket in one spelling, and nothing without one', () => {
    expect(clientAddressFrom('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
    expect(clientAddressFrom(undefined, undefined, 0)).toBeUndefined();
    expect(clientAddressFrom(undefined, '198.51.100.1', 1)).toBe('198.51.100.1');
  });
});

describe('clientAddress middleware', () => {
  const app = (trusted: number) =>
    new Hono().use(clientAddress(trusted)).get('/', (c) => c.text(clientAddressOf(c) ?? 'unknown'));

  it('takes the trusted entry of X-Forwarded-For, and ignores the header when nothing is trusted', async () => {
    const headers = { 'X-Forwarded-For': '6.6.6.6, 198.51.100.1' };
    expect(await (await app(1).request('/', { headers })).text()).toBe('198.51.100.1');
    // No socket behind app.request: an untrusted header must not stand in for one.
    expect(await (await app(0).request('/', { headers })).text()).toBe('unknown');
  });
});
