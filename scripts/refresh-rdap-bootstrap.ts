// npm run refresh:rdap: refresh the RDAP base URLs of the extensions we sell from IANA's bootstrap registry (RFC 9224).
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const IANA = process.env.RDAP_BOOTSTRAP_URL ?? 'https://data.iana.org/rdap/dns.json';
const target = 'src/server/domains/rdap-bootstrap.json';
const sold = Object.keys(
  (parse(readFileSync('content/domains/search-prices.yaml', 'utf8')) as { prices: Record<string, number> }).prices,
);

const response = await fetch(IANA);
if (!response.ok) throw new Error(`${IANA} answered HTTP ${response.status}`);
const iana = (await response.json()) as { publication: string; version: string; services: [string[], string[]][] };
const services = iana.services
  .map(([tlds, urls]): [string[], string[]] => [
    tlds.filter((t) => sold.includes(t)),
    urls.filter((u) => u.startsWith('https://')),
  ])
  .filter(([tlds, urls]) => tlds.length > 0 && urls.length > 0);
const covered = services.flatMap(([tlds]) => tlds);
writeFileSync(
  target,
  `${JSON.stringify({ description: 'RDAP bootstrap (RFC 9224) for the extensions the site sells, filtered from IANA dns.json.', publication: iana.publication, version: iana.version, services }, null, 2)}\n`,
);
console.log(
  `wrote ${target}: ${covered.length} of ${sold.length} extensions (${sold.filter((t) => !covered.includes(t)).join(', ') || 'none'} without RDAP)`,
);
