import { fill } from '../../vocabulary/phrases.ts';
import type { Workplace } from '../../content/types/jobs.ts';
import { countryName, formatAlternatives } from '../../ui/intl.ts';

interface Place {
  workplace: Workplace;
  office?: { locality: string; region: string; country: string } | undefined;
  applicantCountries: string[];
}

/** The section's words for a location: a label per workplace and the line around it ("{workplace} · {place}"). */
export interface LocationWords {
  workplace: Record<Workplace, string>;
  location: string;
}

/** Where a job is, as a visitor reads it: "Hybrid · San Francisco, CA, United States", "Remote · Canada or Mexico". */
export function locationLine(job: Place, words: LocationWords): string {
  const { office } = job;
  const place =
    job.workplace === 'remote' || !office
      ? formatAlternatives(job.applicantCountries.map(countryName))
      : [office.locality, office.region, countryName(office.country)].join(', ');
  return fill(words.location, { workplace: words.workplace[job.workplace], place });
}
