// What the product spec (SPEC.md) fixes: the only words, paths and timings a test may assert literally, for unit,
// component and end-to-end tests alike.
// Everything else a test expects (prices, names, copy) comes from the content it renders or from its own fixtures,
// so that a marketer's edit never turns the suite red. scripts/content-edits.ts rewrites every other text of a
// copy of content/ and runs the suite on it; it leaves each string listed here as it is.

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

/** §5 Validation rules: the messages of the sign-in, register and forgot-password forms. */
export const formMessages = {
  /** §5 Sign in, Register ("Email valid") and Forgot password */
  email: 'Please enter a valid email address.',
  /** §5 Sign in */
  password: 'Please enter your password.',
  /** §5 Register */
  firstName: 'Please enter your first name.',
  /** §5 Register */
  lastName: 'Please enter your last name.',
  /** §5 Register: the password hint */
  passwordHint: 'Password must be at least 8 characters long and contain uppercase, lowercase, and numbers.',
  /** §5 Register: the password error */
  passwordInvalid: 'Please enter a valid password.',
  /** §5 Register */
  confirmPassword: 'Passwords must match.',
  /** §5 Register */
  terms: 'You must agree before submitting.',
} as const;

/** §5 Domain search input and §8 Error catalogue */
export const domainErrors = {
  /** §5, §8 */
  extension: 'Domain extension not supported',
  /** §5, §8 */
  invalid: 'Invalid characters in domain name',
} as const;

/** §2 Home: the hero's domain search button */
export const SEARCH_DOMAINS = 'Search Domains';
/** §2 Domain results overlay: the loading text */
export const SEARCHING_DOMAINS = 'Searching available domains...';
/** §4 Domain search: while loading, "button reads Searching..." */
export const SEARCHING = 'Searching...';

/** §2 Product pages: the badge of the one popular plan */
export const MOST_POPULAR = 'Most Popular';

/** §2 Product pages: "Application hosting lists supported technologies" */
export const APP_TECHNOLOGIES = ['Node.js', 'Python', 'Ruby', 'PHP', 'Java', 'Go', 'Docker', '.NET Core'] as const;

/** §2 Product pages: "The cloud page ends with a Contact Sales button to /contact" */
export const cloudContact = { label: 'Contact Sales', href: PATH.contact } as const;

/** §2 SSL page and §4 SSL checker */
export const sslChecker = {
  /** §2 "a text input and a 'Check Now' button" */
  button: 'Check Now',
  /** §2, §8 shown after any submit */
  insecure: 'Your website is not secure!',
  /** §2 the button shown with it */
  secureCta: 'Secure it now with SSL',
  /** §2 "The message 'Your website is secure with SSL' is unreachable" */
  secure: 'Your website is secure with SSL',
} as const;

/** §2 SSL page: "Trust badges: 256-bit Encryption, $1.75M Warranty, 30-Day Money Back" */
export const SSL_TRUST_BADGES = ['256-bit Encryption', '$1.75M Warranty', '30-Day Money Back'] as const;

/** §2 Support page: "Six channel cards", each button with its target */
export const SUPPORT_CHANNELS = [
  { label: 'Start Chat', href: '/chat' },
  { label: 'Open Ticket', href: TICKETS_PATH },
  { label: 'Browse Articles', href: KB_PATH },
  { label: 'Join Discussion', href: '/forum' },
  { label: 'View Guides', href: GUIDES_PATH },
  { label: 'Contact Manager', href: '/account-manager' },
] as const;
/** §2 Support page: "Contact Support button to /contact" */
export const supportContact = { label: 'Contact Support', href: PATH.contact } as const;

/** §2 Webmail page: "a Contact Support link to /hosting/support" */
export const webmailHelp = { label: 'Contact Support', href: PATH.support } as const;

/** §2 Careers */
export const careers = {
  /** "each with Apply Now to /careers/apply" */
  apply: { label: 'Apply Now', href: APPLY_PATH },
  /** "Send Your Resume link to /careers/submit-resume" */
  resume: { label: 'Send Your Resume', href: SUBMIT_RESUME_PATH },
} as const;

/** §2 Affiliate */
export const affiliate = {
  /** "Hero 'Earn With Us' with a 'Become an Affiliate' button" */
  hero: 'Earn With Us',
  heroButton: 'Become an Affiliate',
  /** "'How It Works' in three steps: Sign Up, Share Your Link, Earn Rewards" */
  stepsTitle: 'How It Works',
  steps: ['Sign Up', 'Share Your Link', 'Earn Rewards'],
} as const;

/** §2 Contact: "live chat with a #chat link" */
export const CHAT_HREF = '#chat';

/** §2 Privacy and Terms: "Both are static and marked 'Last updated: April 5, 2025'" */
export const LAST_UPDATED = 'Last updated: April 5, 2025';
/** §2 Privacy and Terms: "Privacy has six sections", "Terms has six sections" */
export const LEGAL_SECTIONS = 6;
/** §2 Terms: "SLA of 99.9% uptime"; §9 Uptime target 99.9% */
export const UPTIME_SLA = '99.9%';
/** §9 "cloud badge says 99.99%" */
export const CLOUD_UPTIME = '99.99%';
/** §2 SSL page: "30-Day Money Back" (content/facts.yaml moneyBackDays) */
export const MONEY_BACK_DAYS = '30';

/** §4 Password reset: "Resend Email returns to the form" */
export const RESEND_EMAIL = 'Resend Email';

/** §2 Routes, and the links the spec names */
export const paths = {
  hosting: PATH.hosting,
  contact: PATH.contact,
  blog: PATH.blog,
  /** §2 Sign in page: "Links to /forgot-password and /register" */
  forgotPassword: PATH.forgotPassword,
  register: PATH.register,
  /** §2 Register page: "Links to /terms, /privacy and /signin"; Forgot-password page: "Links to /signin" */
  terms: PATH.terms,
  privacy: PATH.privacy,
  signIn: PATH.signin,
  /** §2 "The home page plan cards link to ..." */
  homeCards: [PATH.shared, PATH.vps, PATH.wordpress, PATH.cloud, PATH.reseller, PATH.dedicated],
  /** §2 Hosting overview: "a Learn More link to shared, wordpress, app, dedicated, reseller and ai" */
  overviewCards: [PATH.shared, PATH.wordpress, PATH.app, PATH.dedicated, PATH.reseller, PATH.ai],
} as const;

/** §2 Hosting overview: "Six plan cards with monthly price and a Learn More link" */
export const LEARN_MORE = 'Learn More';

/** §3 Session user: "kept in browser local storage under a user key" */
export const SESSION_STORAGE_KEY = 'user';
/** §9 Simulated auth delay 500 ms */
export const AUTH_DELAY_MS = 500;

/** The spec's words under the names the end-to-end tests use them by. */
export const CONTACT_SALES = cloudContact.label;
export const CHECK_NOW = sslChecker.button;
export const SEND_YOUR_RESUME = careers.resume.label;
export const EARN_WITH_US = affiliate.hero;
export const DOMAIN_EXTENSION_NOT_SUPPORTED = domainErrors.extension;
export const INVALID_DOMAIN_CHARACTERS = domainErrors.invalid;
export const INVALID_EMAIL = formMessages.email;
export const MISSING_PASSWORD = formMessages.password;
export const PASSWORD_HINT = formMessages.passwordHint;

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
