import { z } from 'zod';
import { country, href, icon, link, text } from '../fields.ts';
import { singleton } from '../define.ts';
import { orderHandOff } from '../order.ts';
import { socialNetworks } from '../../vocabulary/icon-names.ts';

const menuLink = z.strictObject({ ...link.shape, description: text.optional(), icon: icon.optional() });

/** content/site.yaml: brand, navigation, footer and the words every page shares. */
const schema = z.strictObject({
  name: text.describe('Brand name'),
  url: z.url({ protocol: /^https$/ }).describe('Public origin used for canonical URLs and the sitemap'),
  tagline: text,
  foundedYear: z.number().int().min(1990).max(2100),
  organization: z
    .strictObject({
      legalName: text.describe('The registered company name, e.g. NimbusHost Inc.'),
      email: z.email().describe('Where customers write'),
      telephone: z
        .string()
        .regex(/^\+[1-9]\d{6,14}$/, { error: 'expected an international number with no spaces, like +18886462870' })
        .describe('Where customers call, in international form'),
      address: z.strictObject({
        street: text.describe('Street and suite, e.g. 548 Market Street, Suite 2300'),
        locality: text.describe('City, e.g. San Francisco'),
        region: text.describe('State or region as addresses write it, e.g. CA'),
        postalCode: text,
        country,
      }),
    })
    .optional()
    .describe(
      'The company as search engines learn it and the contact page shows it: its address section prints this address, and its email and phone cards must agree with these',
    ),
  seo: z
    .strictObject({
      image: z
        .string()
        .regex(/^\/images\/[a-z0-9\-/]+\.(png|jpe?g)$/, {
          error: 'expected a PNG or JPEG under /images/, e.g. /images/og-default.jpg',
        })
        .describe('Picture shown when a page is shared (1200x630), under public/'),
      imageAlt: text,
      twitter: z.string().regex(/^@\w{1,15}$/, { error: 'expected an X handle like @nimbushost' }),
      locale: z
        .string()
        .regex(/^[a-z]{2}_[A-Z]{2}$/)
        .default('en_US'),
      logo: z
        .string()
        .regex(/^\/[a-z0-9\-/.]+\.(png|svg)$/)
        .describe('Logo file under public/ for search engines'),
    })
    .describe('How pages look when shared and what search engines learn about the company'),
  nav: z.strictObject({
    links: z.array(link).min(1).describe('Top-level links, in order'),
    hosting: z.strictObject({
      label: text,
      href,
      overviewLabel: text.describe('Text of the link to the hosting overview inside the menus'),
      groups: z
        .array(
          z.strictObject({
            id: z
              .string()
              .regex(/^[a-z][a-z0-9-]*$/)
              .describe('Referenced by products as menu.group'),
            title: text,
            links: z.array(menuLink).default([]).describe('Entries that are not products (listed after the products)'),
          }),
        )
        .min(1)
        .describe('Mega-menu columns'),
    }),
    signIn: z.strictObject({
      label: text,
      groups: z.array(z.strictObject({ title: text, links: z.array(menuLink).min(1) })).min(1),
    }),
    cta: link.describe('The call-to-action button of the header (in the mobile menu on narrow phones)'),
    theme: z.strictObject({ toDark: text, toLight: text }).describe('Accessible names of the theme toggle'),
    menu: z.strictObject({ open: text, close: text }).describe('Accessible names of the mobile menu button'),
  }),
  footer: z.strictObject({
    blurb: text,
    columns: z.array(z.strictObject({ title: text, links: z.array(link).min(1) })).min(1),
    newsletter: z.strictObject({ title: text, text, label: text, placeholder: text, button: text }),
    social: z.array(z.strictObject({ ...link.shape, icon: z.enum(socialNetworks) })).default([]),
    legal: z.array(link).min(1),
    copyright: text.describe('Text after "© <year> <name>."'),
  }),
  ui: z.strictObject({
    loading: text.describe('Accessible text of the route-change overlay'),
    backToTop: text,
    skipToContent: text,
    notFound: z
      .strictObject({
        title: text,
        text,
        cta: link,
        search: text.describe("Heading over the help center's search box"),
        sectionsTitle: text.describe('Heading over the links to the main sections'),
        sections: z.array(link).min(1).describe('The main sections of the site, as ways on'),
        contact: z
          .strictObject({ title: text, text, cta: link })
          .describe('The way to a person: a link to the contact page'),
      })
      .describe('The page any unknown address shows (its words travel with that page alone, not with every page)'),
    chunkError: z.strictObject({ title: text, reload: text }),
    maintenance: text.describe('Shown instead of every page while maintenance mode (a build-time switch, off) is on'),
    mostPopular: text.describe('Badge on the popular plan'),
    perMonth: text.describe('Suffix after a monthly price, e.g. "/mo"'),
    perYear: text.describe('Suffix after a yearly price, e.g. "/yr"'),
    free: text.describe('Shown instead of $0.00'),
    fromPrice: text.describe(
      "Line under a product page's title; {price} is replaced by the price of the product's cheapest plan",
    ),
    freePlan: text.describe("Shown instead of fromPrice when a product's cheapest plan is free"),
    renewsSame: text.describe("Under a plan's price when the plan renews at that price"),
    renewsAt: text.describe(
      "Under a plan's price when it renews at another; {price} is the renewal price, {term} how long the first price holds",
    ),
    seePlans: text.describe("Button in a product page's title area that scrolls to the plan cards"),
    scrollToCompare: text.describe('Shown over a comparison table when it is wider than the screen'),
    allFeatures: text.describe(
      "On a phone, opens the rest of a plan card's features (the first three show; wider screens show them all)",
    ),
    showComparison: text.describe("On a phone, opens a product page's comparison table (wider screens show it)"),
    minRead: text.describe('Reading time of a post; {minutes} is replaced by the number'),
    articleCount: text.describe('Size of a blog category; {count} is replaced by the number'),
    lastUpdated: text.describe('Date line of legal documents; {date} is replaced by the date'),
    and: text.describe('Joins the Terms and Privacy links in the register form'),
    backToBlog: text.describe('Link from a post back to the blog'),
    opensInNewTab: text.describe('Told to screen readers after links that open a new tab'),
    formNeedsScript: text.describe(
      'Shown at the top of a form sent while JavaScript is off: it comes back filled in, passwords excepted',
    ),
  }),
  session: z
    .strictObject({
      placeholderName: text.describe('The name a simulated sign-in gives the visitor'),
      signedInAs: text.describe('Accessible label before the signed-in name'),
      signOut: text,
    })
    .describe('Words of the signed-in header'),
  domainSearch: z
    .strictObject({
      dialogTitle: text.describe('Heading of the results overlay'),
      searching: text.describe('Search button text while searching'),
      loading: text.describe('Shown in the overlay while searching'),
      errorIntro: text.describe('Shown before the error message when a search fails'),
      empty: text.describe('Shown when the searched domain is taken and no alternative is available'),
      available: text,
      taken: text,
      unknown: text.describe('Status of a domain no provider could check in time'),
      unknownReasons: z
        .strictObject({
          timeout: text.describe("No provider answered before the search's deadline"),
          unreachable: text.describe('Every provider failed: unreachable or refusing'),
        })
        .describe('Why a domain of a bulk search could not be checked, shown beside its status'),
      checking: text.describe('Status of a domain of a bulk search not answered yet'),
      checkingMore: text.describe('Shown under the alternatives while more are being checked'),
      demoNote: text
        .default('Demo data: no registry was asked')
        .describe('Shown above results the server made up (DOMAIN_PROVIDERS=demo, a development setting)'),
      sort: z
        .strictObject({
          label: text.describe('Label of the select that orders the alternatives'),
          arrival: text.describe('Order: as the alternatives were found'),
          price: text.describe('Order: cheapest first'),
          extension: text.describe('Order: by extension, A to Z'),
        })
        .describe('Ordering the alternatives in the results overlay'),
      resultTitle: text.describe('Heading over the searched domain'),
      suggestionsTitle: text.describe('Heading over the alternatives'),
      register: text.describe('Button beside an available domain'),
      close: text.describe('Close button of the overlay'),
      retry: text.describe('Button after a failed search that runs the same search again'),
      failure: z
        .strictObject({
          title: text.describe('Heading over the ways on after a failed search'),
          otherExtensions: text.describe('Before links that search the same name with other extensions'),
          links: z.array(link).describe('Where else to go: the bulk search, the contact page, ...'),
        })
        .describe('What a failed search offers after the failure text: retry, other extensions, these links'),
    })
    .describe('Words of the domain search and its results overlay'),
  order: orderHandOff,
  unroutedLinks: z
    .array(z.string().regex(/^(\/[a-z0-9\-/]+|#[a-z0-9-]+)$/))
    .default([])
    .describe('Internal links allowed although no page exists for them yet (they show the not-found page)'),
});

export const site = singleton({ schemaName: 'site', file: 'site.yaml', schema });
