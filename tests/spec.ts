// What the product spec (SPEC.md) fixes: the only words, paths and timings a test may assert literally.
// Everything else a test expects (prices, names, copy) comes from the content it renders or from its own fixtures,
// so that a marketer's edit never turns the suite red. scripts/content-edits.ts rewrites every other text of a
// copy of content/ and runs the suite on it; it leaves each string listed here as it is.

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
export const cloudContact = { label: 'Contact Sales', href: '/contact' } as const;

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
  { label: 'Open Ticket', href: '/tickets' },
  { label: 'Browse Articles', href: '/kb' },
  { label: 'Join Discussion', href: '/forum' },
  { label: 'View Guides', href: '/guides' },
  { label: 'Contact Manager', href: '/account-manager' },
] as const;
/** §2 Support page: "Contact Support button to /contact" */
export const supportContact = { label: 'Contact Support', href: '/contact' } as const;

/** §2 Webmail page: "a Contact Support link to /hosting/support" */
export const webmailHelp = { label: 'Contact Support', href: '/hosting/support' } as const;

/** §2 Careers */
export const careers = {
  /** "each with Apply Now to /careers/apply" */
  apply: { label: 'Apply Now', href: '/careers/apply' },
  /** "Send Your Resume link to /careers/submit-resume" */
  resume: { label: 'Send Your Resume', href: '/careers/submit-resume' },
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

/** §4 Password reset: "Resend Email returns to the form" */
export const RESEND_EMAIL = 'Resend Email';

/** §2 Routes, and the links the spec names */
export const paths = {
  hosting: '/hosting',
  contact: '/contact',
  blog: '/blog',
  /** §2 Sign in page: "Links to /forgot-password and /register" */
  forgotPassword: '/forgot-password',
  register: '/register',
  /** §2 Register page: "Links to /terms, /privacy and /signin"; Forgot-password page: "Links to /signin" */
  terms: '/terms',
  privacy: '/privacy',
  signIn: '/signin',
  /** §2 "The home page plan cards link to ..." */
  homeCards: [
    '/hosting/shared',
    '/hosting/vps',
    '/hosting/wordpress',
    '/hosting/cloud',
    '/hosting/reseller',
    '/hosting/dedicated',
  ],
  /** §2 Hosting overview: "a Learn More link to shared, wordpress, app, dedicated, reseller and ai" */
  overviewCards: [
    '/hosting/shared',
    '/hosting/wordpress',
    '/hosting/app',
    '/hosting/dedicated',
    '/hosting/reseller',
    '/hosting/ai',
  ],
} as const;

/** §2 Hosting overview: "Six plan cards with monthly price and a Learn More link" */
export const LEARN_MORE = 'Learn More';

/** §3 Session user: "kept in browser local storage under a user key" */
export const SESSION_STORAGE_KEY = 'user';
/** §9 Simulated auth delay 500 ms */
export const AUTH_DELAY_MS = 500;
