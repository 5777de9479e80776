// What the team's e2e reads back from the git remote the service pushes to (tests/helpers/cms-team-service.ts):
// main is the published site, cms/<slug> a draft's branch.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { TEAM_REMOTE_FILE } from './cms-team.ts';

/** The shared hosting product's file, which the team specs edit. */
export const SHARED = 'products/shared.yaml';

export interface Product {
  name: string;
  plans: { name: string; price: number; description: string }[];
  sections: { type: string; items?: { question: string; answer: string }[] }[];
}

const bareDir = () => (JSON.parse(readFileSync(TEAM_REMOTE_FILE, 'utf8')) as { bare: string }).bare;

/** A git command on the remote's bare repository; what it printed. */
export const remoteGit = (...args: string[]) => execFileSync('git', ['--git-dir', bareDir(), ...args]).toString();

/** A content file as the remote has it on a branch (main, or cms/<slug>), parsed. */
export const contentOn = <T = Product>(ref: string, file = SHARED) =>
  parse(remoteGit('show', `${ref}:content/${file}`)) as T;

/** Where a product's FAQ section is among its sections. */
export const faqIndex = (p: Product) => p.sections.findIndex((s) => s.type === 'faq');

/** Cents as the form's price field takes them: dollars with two decimals, no sign. */
export const formDollars = (cents: number) => (cents / 100).toFixed(2);
