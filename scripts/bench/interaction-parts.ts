// The interactive parts bench:interaction (interaction.ts) touches, each on a page of its own: how it is found, what
// the visitor does to it (trusted input only, at points read beforehand, so that nothing waits on the page's main
// thread before the input is sent), and how to tell, once the page has hydrated, that nothing the visitor did was
// lost. Elements are found by structure (roles, forms' actions, islands' names), never by the content's words.
import type { Locator, Page } from 'playwright-core';

export interface Touch {
  /** The visitor's input */
  act(): Promise<void>;
  /** Once hydrated: why the action was lost, or null when its result is there */
  lost(): Promise<string | null>;
}

export interface Part {
  name: string;
  path: string;
  /** A phone's viewport instead of a desktop's */
  phone?: boolean;
  /** Reads what to touch, before the moment comes */
  prepare(page: Page): Promise<Touch>;
}

/** The domain the search is given; the bench's server answers from demo data (DOMAIN_PROVIDERS=demo). */
const DOMAIN = 'benchexample';
const EMAIL = 'visitor@example.com';
/** How long a result may take to show once the page has hydrated */
const RESULT_MS = 10_000;

async function centre(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  return centreNow(target);
}

/**
 * Where `target` is at the moment of the touch, as a visitor sees it: what is above it may have been laid out since
 * the scroll (a section's estimated height, content-visibility: auto), moving it, and a touch at the old place misses.
 */
async function centreNow(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} has no box on the page`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Waits up to RESULT_MS for `ok` to answer true. */
async function eventually(ok: () => Promise<boolean>): Promise<boolean> {
  for (const until = Date.now() + RESULT_MS; ;) {
    if (await ok()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A click into a field, then typing `text` (and Enter when `submit`); lost unless the field holds all of it. */
async function typeInto(page: Page, field: Locator, text: string, submit = false) {
  await centre(field);
  return {
    act: async () => {
      const at = await centreNow(field);
      await page.mouse.click(at.x, at.y);
      await page.keyboard.type(text);
      if (submit) await page.keyboard.press('Enter');
    },
    holds: async () => (await field.inputValue()) === text,
    value: () => field.inputValue(),
  };
}

/** A click on `target`; lost unless `done` answers true within RESULT_MS once the page has hydrated. */
async function clickFor(page: Page, target: Locator, done: () => Promise<boolean>, lostWhy: string): Promise<Touch> {
  await centre(target);
  return {
    act: async () => {
      const at = await centreNow(target);
      await page.mouse.click(at.x, at.y);
    },
    lost: async () => ((await eventually(done)) ? null : lostWhy),
  };
}

/** A click on the first `selector`; lost unless the panel its attribute `controls` names is shown. */
async function opensMenu(page: Page, selector: string, controls: string): Promise<Touch> {
  const toggle = page.locator(selector).first();
  const panel = page.locator(`[id="${await toggle.getAttribute(controls)}"]`);
  return clickFor(page, toggle, () => panel.isVisible(), 'the menu is closed');
}

export const PARTS: Part[] = [
  {
    name: 'mega menu',
    path: '/',
    prepare: (page) => opensMenu(page, 'header nav button[aria-controls]', 'aria-controls'),
  },
  {
    name: 'mobile menu',
    path: '/',
    phone: true,
    // Its island's: the desktop menus' triggers are popover buttons too (hidden on a phone).
    prepare: (page) => opensMenu(page, '[data-island="mobile menu"] button[popovertarget]', 'popovertarget'),
  },
  {
    name: 'theme toggle',
    path: '/',
    async prepare(page) {
      const theme = () => page.locator('html').getAttribute('data-theme');
      const before = await theme();
      const toggle = page.locator('[data-island="theme toggle"] button').first();
      return clickFor(page, toggle, async () => (await theme()) !== before, `the theme is still ${before}`);
    },
  },
  {
    name: 'domain search',
    path: '/',
    async prepare(page) {
      const field = page.locator('main form[action="/domains"] input[name="q"]').first();
      const typing = await typeInto(page, field, DOMAIN, true);
      // Searched on the page (the results dialog) or, should the script not run, by the server on /domains.
      const answered = () =>
        page.evaluate(`document.body.innerText.includes(${JSON.stringify(`${DOMAIN}.`)})`) as Promise<boolean>;
      return {
        act: typing.act,
        lost: async () =>
          (await eventually(answered)) ? null : `no results for ${DOMAIN} (the page is at ${page.url()})`,
      };
    },
  },
  {
    name: 'FAQ item',
    path: '/hosting/shared',
    async prepare(page) {
      const items = page.locator('main details');
      // The first closed item whose summary shows: a plan card's "All features" fold has none from a tablet's width.
      const index = await items.evaluateAll((list) =>
        list.findIndex((d) => !(d as HTMLDetailsElement).open && !!d.querySelector('summary')?.getClientRects().length),
      );
      if (index < 0) throw new Error('no closed FAQ item on /hosting/shared');
      const item = items.nth(index);
      return clickFor(
        page,
        item.locator('summary'),
        async () => (await item.getAttribute('open')) !== null,
        'the item is closed',
      );
    },
  },
  {
    name: 'blog filter',
    path: '/blog',
    async prepare(page) {
      // A word of the first post's title: the filter then shows the posts that hold it.
      const title = (await page.locator('main article h2, main article h3').first().textContent()) ?? '';
      const word = title
        .split(/\W+/)
        .sort((a, b) => b.length - a.length)[0]!
        .toLowerCase();
      const field = page.locator('main form[role="search"] input[type="search"]').first();
      const typing = await typeInto(page, field, word);
      // Filtered, the list is rendered again: the prerendered one (kept as server HTML) is gone.
      const filtered = async () => (await page.locator('[data-static="blog posts"]').count()) === 0;
      return {
        act: typing.act,
        lost: async () => {
          if (!(await eventually(async () => (await typing.holds()) && (await filtered()))))
            return (await typing.holds()) ? 'the list is not filtered' : `the field holds "${await typing.value()}"`;
          return null;
        },
      };
    },
  },
  {
    name: 'help-center search',
    path: '/kb',
    async prepare(page) {
      const form = page.locator('main form[action="/kb"]').first();
      const typing = await typeInto(page, form.locator('input[type="search"]'), 'domain');
      // The search says something (searching, its results, or that nothing matched) under the box.
      const status = page.locator('main [role="status"]').filter({ hasText: /\S/ });
      return {
        act: typing.act,
        lost: async () => {
          if (!(await eventually(async () => (await typing.holds()) && (await status.count()) > 0)))
            return (await typing.holds()) ? 'no search ran' : `the field holds "${await typing.value()}"`;
          return null;
        },
      };
    },
  },
  {
    name: 'newsletter field',
    path: '/',
    async prepare(page) {
      const typing = await typeInto(
        page,
        page.locator('footer form[data-form="newsletter"] input[type="email"]'),
        EMAIL,
      );
      return {
        act: typing.act,
        lost: async () => ((await eventually(typing.holds)) ? null : `the field holds "${await typing.value()}"`),
      };
    },
  },
];
