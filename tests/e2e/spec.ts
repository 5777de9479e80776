// The only literals the e2e tests may assert: what /work/shared/SPEC.md fixes (routes, validation and error
// messages, timings and the UI strings it names). Everything else comes from content/ through ./content.ts,
// so a marketer's edit to the copy, prices or counts cannot break a test.

/** SPEC §2 Routes: every routed path. */
export const PATH = {
  home: '/',
  about: '/about',
  domains: '/domains',
  hosting: '/hosting',
  shared: '/hosting/shared',
  wordpress: '/hosting/wordpress',
  app: '/hosting/app',
  dedicated: '/hosting/dedicated',
  reseller: '/hosting/reseller',
  ai: '/hosting/ai',
  cloud: '/hosting/cloud',
  ssl: '/hosting/ssl',
  builder: '/hosting/builder',
  support: '/hosting/support',
  vps: '/hosting/vps',
  security: '/security',
  email: '/email',
  webmail: '/webmail',
  login: '/login',
  signin: '/signin',
  register: '/register',
  forgotPassword: '/forgot-password',
  blog: '/blog',
  careers: '/careers',
  affiliate: '/affiliate',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
} as const;
export type Route = (typeof PATH)[keyof typeof PATH];

/** SPEC §2 Routes: "/login and /signin (same screen)"; /login is the canonical one. */
export const ALIASES: Partial<Record<Route, Route>> = { [PATH.signin]: PATH.login };

/** SPEC §2 Careers: "each with Apply Now to /careers/apply", "Send Your Resume link to /careers/submit-resume". */
export const APPLY_PATH = '/careers/apply';
export const SUBMIT_RESUME_PATH = '/careers/submit-resume';

/**
 * SPEC §2 Support page: "Browse Articles (/kb)" and "View Guides (/guides)". Issue 27 part 6 routes both: /kb is
 * the help center, /guides its guides category.
 */
export const KB_PATH = '/kb';
export const GUIDES_PATH = '/guides';

/**
 * SPEC §2 Routes: links whose targets are not routed (all but the in-page "#chat"). The site has since built some
 * (issue 27): tests/e2e/routes.ts keeps those content still lists under unroutedLinks.
 */
export const UNROUTED = [
  '/chat',
  '/tickets',
  '/kb',
  '/forum',
  '/guides',
  '/account-manager',
  '/careers/apply',
  '/careers/submit-resume',
] as const;

/** SPEC §2 Navigation bar: "Top navigation also links /domains, /hosting, /security, /email, /about and /careers". */
export const TOP_NAV_PATHS = [PATH.domains, PATH.hosting, PATH.security, PATH.email, PATH.about, PATH.careers] as const;

/** SPEC §2 Navigation bar: the three mega-menu columns, in order, with the pages each lists. */
export const MEGA_MENU_COLUMNS = [
  [PATH.shared, PATH.wordpress, PATH.app],
  [PATH.dedicated, PATH.reseller, PATH.ai],
  [PATH.ssl, PATH.builder, PATH.support],
] as const;

/** SPEC §2 Navigation bar: the Sign In menu's three groups, in order, with their targets. */
export const SIGN_IN_MENU = {
  registeredUsers: { signIn: PATH.login },
  newCustomer: { createAccount: PATH.register },
  quickLinks: { supportCenter: PATH.support, webmailLogin: PATH.webmail },
} as const;

/** SPEC §2 Footer: the legal links, and the other pages footer links include. */
export const FOOTER_LEGAL_PATHS = [PATH.privacy, PATH.terms, PATH.security] as const;
export const FOOTER_PATHS = [PATH.vps, PATH.contact, PATH.blog, PATH.affiliate, PATH.privacy, PATH.terms] as const;

/** SPEC §2 Support page: channel cards link to /chat, /tickets, … */
export const TICKETS_PATH = '/tickets';

/** SPEC §2 Home: "a text input and a Search Domains button". */
export const SEARCH_DOMAINS = 'Search Domains';
/** SPEC §2 Hosting overview: "a Learn More link". */
export const LEARN_MORE = 'Learn More';
/** SPEC §2 Product pages: "plan cards (one marked 'Most Popular')". */
export const MOST_POPULAR = 'Most Popular';
/** SPEC §2 Product pages: "The cloud page ends with a Contact Sales button to /contact". */
export const CONTACT_SALES = 'Contact Sales';
/** SPEC §2 SSL page: "a 'Check Now' button". */
export const CHECK_NOW = 'Check Now';
/** SPEC §2 Careers: "Send Your Resume link to /careers/submit-resume". */
export const SEND_YOUR_RESUME = 'Send Your Resume';
/** SPEC §2 Affiliate: "Hero 'Earn With Us'". */
export const EARN_WITH_US = 'Earn With Us';
/** SPEC §2 Privacy and Terms: "Both are static and marked 'Last updated: April 5, 2025'". */
export const LAST_UPDATED = 'Last updated: April 5, 2025';
/** SPEC §2 Domain results overlay: "Shows the loading text 'Searching available domains...'". */
export const SEARCHING_DOMAINS = 'Searching available domains...';
/** SPEC §4 Domain search: "input and button disabled, button reads Searching...". */
export const SEARCHING = 'Searching...';

/** SPEC §5 Domain search input / §8 Error catalogue. */
export const DOMAIN_EXTENSION_NOT_SUPPORTED = 'Domain extension not supported';
export const INVALID_DOMAIN_CHARACTERS = 'Invalid characters in domain name';
/** SPEC §5 Sign in, Register, Forgot password. */
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const MISSING_PASSWORD = 'Please enter your password.';
export const PASSWORD_HINT =
  'Password must be at least 8 characters long and contain uppercase, lowercase, and numbers.';

/** SPEC §8 Error catalogue. */
export const BOTH_PROVIDERS_FAILED = 'Unable to check domain availability';
export const OVERLAY_ERROR_INTRO = "Sorry, we couldn't check domain availability at the moment.";
export const OVERLAY_EMPTY = 'No alternative domains available at the moment.';
/** SPEC §8: a chunk load failure names "the failure type (missing, timeout or other)". */
export const CHUNK_MISSING = 'missing';

/** SPEC §3 Domain availability result: "currency (USD)"; every price on the site is in US dollars. */
export const CURRENCY = 'USD';

/** SPEC §9 Interface and timing. */
export const MOBILE_BREAKPOINT_PX = 991;
export const GRID_MD_PX = 768;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const LOADING_OVERLAY_MS = 500;
export const DEFAULT_THEME = 'dark';
/** SPEC §4 Theme: "dark (default) or light". */
export const OTHER_THEME = 'light';
