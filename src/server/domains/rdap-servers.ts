import bootstrap from './rdap-bootstrap.json';

export interface BootstrapFile {
  services: [string[], string[]][];
}

/**
 * Registries that run RDAP but are missing from IANA's dns.json (so `npm run refresh:rdap` cannot find them). The
 * bootstrap wins when it lists an extension, so an entry here stops mattering once IANA publishes one.
 *
 * .us: GoDaddy Registry's server. Not in IANA's file; the address is the one the maintained RDAP client `whoisit`
 * added to its override table on 2025-12-07 ("GoDaddy Registry operates this", meeb/whoisit commit c82d54e) and that
 * other open-source checkers use as `https://rdap.nic.us/domain/<name>`. It could not be queried from this machine
 * (no network), so it is second-hand: should it fail, .us falls to the other providers, else to "unknown".
 */
export const RDAP_OVERRIDES: Readonly<Record<string, string>> = {
  us: 'https://rdap.nic.us/',
};

/** RDAP base URL per extension: the IANA bootstrap file (RFC 9224) shipped with the server, then the overrides. */
export function rdapBaseUrls(
  file: BootstrapFile = bootstrap as never,
  overrides: Readonly<Record<string, string>> = RDAP_OVERRIDES,
): Map<string, string> {
  const bases = new Map<string, string>(Object.entries(overrides));
  for (const [tlds, urls] of file.services) {
    const url = urls.find((u) => u.startsWith('https://')) ?? urls[0];
    if (url) for (const tld of tlds) bases.set(tld, url);
  }
  return bases;
}
