// Every route of SPEC §2 with a text a visitor must find on it: a string the spec fixes, or copy read from the
// content file that page renders.
import { checkedCategory } from './blog.ts';
import { type Link, labelOf, must, nth, popularPlan, posts, price, product, section, site } from './content.ts';
import { articles, guides, helpCenter } from './kb.ts';
import {
  CHECK_NOW,
  CONTACT_SALES,
  ALIASES,
  EARN_WITH_US,
  GUIDES_PATH,
  KB_PATH,
  LAST_UPDATED,
  LEARN_MORE,
  MOST_POPULAR,
  PASSWORD_HINT,
  PATH,
  type Route,
  SEARCH_DOMAINS,
  SEND_YOUR_RESUME,
  TICKETS_PATH,
  UNROUTED,
  APPLY_PATH,
} from '../spec.ts';

type Named = { name: string };
type Form = { fields: Record<string, { label: string }>; links: Link[] };
const forgotPasswordLink = labelOf(section<Form>(PATH.login, 'form').links, PATH.forgotPassword);

export const routes: Record<Route, string> & Record<string, string> = {
  [PATH.home]: SEARCH_DOMAINS,
  [PATH.about]: nth(section<{ items: { value: string }[] }>(PATH.about, 'stats').items, 0, 'about stat').value,
  [PATH.domains]: section<{ columns: { registration: string } }>(PATH.domains, 'domainPricing').columns.registration,
  [PATH.hosting]: LEARN_MORE,
  [PATH.shared]: MOST_POPULAR,
  [PATH.wordpress]: popularPlan(product(PATH.wordpress)).name,
  [PATH.app]: nth(section<{ items: string[] }>(PATH.app, 'badges').items, -1, 'app technology'),
  [PATH.dedicated]: popularPlan(product(PATH.dedicated)).name,
  [PATH.reseller]: MOST_POPULAR,
  [PATH.ai]: price(popularPlan(product(PATH.ai)).price),
  [PATH.cloud]: CONTACT_SALES,
  [PATH.ssl]: CHECK_NOW,
  [PATH.builder]: nth(product(PATH.builder).plans, -1, 'builder plan').name,
  [PATH.support]: labelOf(
    section<{ items: { cta: Link }[] }>(PATH.support, 'supportChannels').items.map((i) => i.cta),
    TICKETS_PATH,
  ),
  [PATH.vps]: must(nth(product(PATH.vps).plans, 0, 'VPS plan').cta, 'VPS plan button'),
  [PATH.security]: nth(section<{ items: Named[] }>(PATH.security, 'plans').items, 0, 'SSL product').name,
  [PATH.email]: nth(section<{ items: Named[] }>(PATH.email, 'emailPlans').items, -1, 'email plan').name,
  [PATH.webmail]: section<{ help: Link }>(PATH.webmail, 'webmailProviders').help.label,
  [PATH.login]: forgotPasswordLink,
  [PATH.signin]: forgotPasswordLink,
  [PATH.register]: PASSWORD_HINT,
  [PATH.forgotPassword]: must(section<Form>(PATH.forgotPassword, 'form').fields.email, 'email field').label,
  [PATH.blog]: nth(
    posts.filter((p) => p.featured),
    0,
    'featured post',
  ).title,
  [PATH.careers]: SEND_YOUR_RESUME,
  [PATH.affiliate]: EARN_WITH_US,
  [PATH.contact]: must(section<Form>(PATH.contact, 'form').fields.message, 'message field').label,
  [PATH.privacy]: LAST_UPDATED,
  [PATH.terms]: LAST_UPDATED,
  // Issue 14: one blog category's page (they share their template), showing its newest post.
  [checkedCategory.path]: must(checkedCategory.posts[0], 'post of a category').title,
  // Issue 27: the job application form (the resume form shares its template: tests/e2e/careers.spec.ts).
  [APPLY_PATH]: must(section<Form>(APPLY_PATH, 'form').fields.cv, 'CV field').label,
  // Issue 27 part 6: the help center, its guides category (also at /guides) and one article (they share a template).
  [KB_PATH]: helpCenter.heading,
  [guides.path]: guides.name,
  [GUIDES_PATH]: guides.name,
  [must(articles[0], 'help center article').path]: must(articles[0], 'help center article').title,
};

/** Paths that show a page whose canonical address is another: SPEC's /signin, and /guides (issue 27 part 6). */
export const aliases: Record<string, string> = { ...ALIASES, [GUIDES_PATH]: guides.path };

/**
 * Links of SPEC §2 that lead nowhere yet, as content still declares them (site.yaml unroutedLinks): the server answers
 * them with the not-found page. The site has since built some of them (the job applications, the help center).
 */
export const unrouted: readonly string[] = UNROUTED.filter((path) => site.unroutedLinks.includes(path));
