/** What a search could not check, grouped by why, for its one log line: "a.io, a.co (reason); b.com (other reason)". */
export function skippedSummary(skipped: readonly { domain: string; reason: string }[]): string {
  const byReason = new Map<string, string[]>();
  for (const { domain, reason } of skipped) byReason.set(reason, [...(byReason.get(reason) ?? []), domain]);
  return [...byReason].map(([reason, domains]) => `${domains.join(', ')} (${reason})`).join('; ');
}
