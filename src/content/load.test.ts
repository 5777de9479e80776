import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportFor } from '../../tests/helpers/content-report.ts';
import { contentDir, root } from '../../tests/helpers/content-fixture.ts';
import { loadContent } from '../assembly/site-content.ts';

describe('loadContent', () => {
  it('accepts the real content', async () => {
    const { issues, content } = await loadContent({ root, contentDir });
    expect(issues).toEqual([]);
    // A collection's documents are named by their file names.
    expect(content?.products.map((p) => p.slug)).toContain('shared');
    expect(content?.products.find((p) => p.slug === 'shared')?._meta.file).toBe(`${contentDir}/products/shared.yaml`);
  });

  it('refuses an MDX body naming a component the site does not register, with the file and the line', async () => {
    let line = 0;
    const report = await reportFor((f) => {
      const text = readFileSync(path.join(root, f.dir, 'legal/privacy.mdx'), 'utf8').trimEnd();
      line = text.split('\n').length + 2;
      f.write('legal/privacy.mdx', `${text}\n\n<Widget />\n`);
    });
    expect(report).toContain('content/legal/privacy.mdx');
    expect(report).toContain(`body: uses the element <Widget> at line ${line}: the site renders no such element`);
  });

  it('names the file and the field when a price is text', async () => {
    const report = await reportFor((f) =>
      f.editYaml('products/shared.yaml', (d) => d.setIn(['plans', 0, 'price'], '4.99')),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/products/shared.yaml
        plans[0].price: expected a whole number of US cents (1250 means $12.50), found "4.99" (text)"
    `);
  });

  it.each([
    ['kb/help-center.yaml', ['search', 'placeholder'], 'search.placeholder'],
    ['pages/home.yaml', ['sections', 0, 'search', 'placeholder'], 'sections[0].search.placeholder'],
  ])('refuses a search placeholder a phone would cut off, in %s', async (file, at, field) => {
    const report = await reportFor((f) =>
      f.editYaml(file, (d) => d.setIn(at, 'Type a domain, e.g. mybusiness.com or .net')),
    );
    expect(report).toContain(`content/${file}`);
    expect(report).toContain(`${field}: expected at most 32 characters: a longer placeholder is cut off on a phone`);
  });

  it('rejects a price in dollars instead of cents', async () => {
    const report = await reportFor((f) =>
      f.editYaml('products/vps.yaml', (d) => d.setIn(['plans', 1, 'price'], 39.99)),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/products/vps.yaml
        plans[1].price: expected a whole number of US cents (1250 means $12.50), not a decimal, found 39.99 (number)"
    `);
  });

  it('names the file and field of an image that is not there, or has no alt text', async () => {
    const report = await reportFor((f) => {
      f.replace('blog/website-security-checklist.mdx', 'src: images/blog/', 'src: images/blog/old-');
      f.replace('blog/deploy-nodejs-app-with-git.mdx', '  alt: ', '  caption: ');
    });
    expect(report).toMatchInlineSnapshot(`
      "3 content problems in 2 files:
      content/blog/deploy-nodejs-app-with-git.mdx
        image.alt: expected text, but the field is missing
        image.caption: unknown field "caption": check the spelling, or remove it
      content/blog/website-security-checklist.mdx
        image.src: names content/images/blog/old-website-security-checklist.svg, which does not exist; add the file or fix the path"
    `);
  });

  it('reports every bad file in one run, not only the first', async () => {
    const report = await reportFor((f) => {
      f.editYaml('products/shared.yaml', (d) => d.setIn(['plans', 0, 'price'], 'cheap'));
      f.editYaml('site.yaml', (d) => d.setIn(['tagine'], 'typo'));
      f.write('pages/about.yaml', 'path: /about\ntitle: [unclosed\n');
      f.editYaml('pages/home.yaml', (d) => d.setIn(['sections', 0, 'type'], 'heroo'));
    });
    expect(report).toMatchInlineSnapshot(`
      "4 content problems in 4 files:
      content/site.yaml
        tagine: unknown field "tagine": check the spelling, or remove it
      content/pages/about.yaml
        is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ] at line 2, column 17
      content/pages/home.yaml
        sections[0].type: expected one of "hero", "logoStrip", "productCards", "stats", "text", "features", "team", "cta", "extensionCards", "domainPricing", "faq", "plans", "emailPlans", "comparison", "supportChannels", "webmailProviders", "contactCards", "address", "blogIndex", "jobs", "affiliateTiers", "steps", "legal", "form", "sslChecker", "productPlans", "planComparison", "showcase", "badges", "testimonials", "figures", "bulkSearch", found "heroo" (text)
      content/products/shared.yaml
        plans[0].price: expected a whole number of US cents (1250 means $12.50), found "cheap" (text)"
    `);
  });

  it('reports a missing required field', async () => {
    const report = await reportFor((f) => f.editYaml('products/ai.yaml', (d) => d.deleteIn(['sections', 0, 'title'])));
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/products/ai.yaml
        sections[0].title: expected text, but the field is missing"
    `);
  });
});

describe('cross-references', () => {
  it('needs exactly one popular plan per product', async () => {
    const report = await reportFor((f) =>
      f.editYaml('products/shared.yaml', (d) => d.setIn(['plans', 0, 'popular'], true)),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/products/shared.yaml
        plans: 2 plans are marked popular ("Starter", "Professional"); keep "popular: true" on exactly one"
    `);
  });

  it('needs a popular plan', async () => {
    const report = await reportFor((f) =>
      f.editYaml('products/app.yaml', (d) => d.setIn(['plans', 1, 'popular'], false)),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/products/app.yaml
        plans: no plan is marked "popular: true"; mark exactly one plan as the Most Popular"
    `);
  });

  it('needs a value for every feature key in every plan, and no other', async () => {
    const report = await reportFor((f) =>
      f.editYaml('products/wordpress.yaml', (d) => {
        d.deleteIn(['plans', 2, 'features', 'staging']);
        d.setIn(['plans', 0, 'features', 'stagingg'], true);
      }),
    );
    expect(report).toMatchInlineSnapshot(`
      "2 content problems in 1 file:
      content/products/wordpress.yaml
        plans[0].features.stagingg: "stagingg" is not one of featureKeys (sites, storage, visitors, cdn, ssl, backup, staging, cache, support); declare it under featureKeys or remove it
        plans[2].features.staging: plan "WP Business" has no value for feature "staging"; every plan needs a value for each of featureKeys (sites, storage, visitors, cdn, ssl, backup, staging, cache, support)"
    `);
  });

  it("needs every post's category to exist", async () => {
    const report = await reportFor((f) =>
      f.replace('blog/free-vs-paid-ssl-certificates.mdx', 'category: Security', 'category: Securty'),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/blog/free-vs-paid-ssl-certificates.mdx
        category: "Securty" is not a blog category; use one of "Hosting", "Security", "Development", "Performance" or add it to content/blog/categories.yaml"
    `);
  });

  it('needs every internal link to point at a routed path or a listed unrouted target', async () => {
    const report = await reportFor((f) =>
      f.editYaml('site.yaml', (d) => d.setIn(['footer', 'legal', 0, 'href'], '/privacy-policy')),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/site.yaml
        footer.legal[0].href: "/privacy-policy" is not a page of this site; link to an existing path, or list it under unroutedLinks in site.yaml if it is meant to show the not-found page"
    `);
  });

  it('refuses two pages claiming one path', async () => {
    const report = await reportFor((f) => f.editYaml('pages/careers.yaml', (d) => d.setIn(['path'], '/about')));
    // Each of the two files is named with the problem (links to /careers, now missing, are reported as well).
    const claim =
      'the path /about is claimed by 2 files (content/pages/about.yaml, content/pages/careers.yaml); give each page its own path';
    for (const file of ['content/pages/about.yaml', 'content/pages/careers.yaml'])
      expect(report).toContain(`${file}\n  ${claim}`);
  });

  it('needs products named by pages and menu groups named by products to exist', async () => {
    const report = await reportFor((f) => {
      f.editYaml('pages/hosting.yaml', (d) => d.setIn(['sections', 1, 'products', 0], 'shard'));
      f.editYaml('products/app.yaml', (d) => d.setIn(['menu', 'group'], 'apps'));
    });
    expect(report).toMatchInlineSnapshot(`
      "2 content problems in 2 files:
      content/pages/hosting.yaml
        sections[1].products[0]: no product "shard" in content/products; use one of "ai", "app", "builder", "cloud", "dedicated", "reseller", "shared", "ssl", "vps", "wordpress"
      content/products/app.yaml
        menu.group: "apps" is not a menu group; use one of "cloud", "advanced", "addons" (site.yaml nav.hosting.groups)"
    `);
  });

  it('needs one value per column in comparison rows', async () => {
    const report = await reportFor((f) =>
      f.editYaml('pages/email.yaml', (d) => {
        const i = (d.toJS().sections as { type: string }[]).findIndex((s) => s.type === 'comparison');
        d.setIn(['sections', i, 'rows', 0, 'values'], ['10 GB', '25 GB']);
      }),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/pages/email.yaml
        sections[3].rows[0].values: row "Email accounts" has 2 values for 3 columns (Basic, Business, Enterprise); give one value per column"
    `);
  });

  it('highlights only a column the comparison has', async () => {
    const report = await reportFor((f) =>
      f.editYaml('pages/email.yaml', (d) => {
        const i = (d.toJS().sections as { type: string }[]).findIndex((s) => s.type === 'comparison');
        d.setIn(['sections', i, 'popular'], 'Premium');
      }),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/pages/email.yaml
        sections[3].popular: "Premium" is not a column; use one of "Basic", "Business", "Enterprise" or leave it out"
    `);
  });

  it("keeps a product's plan sections in product files, and one popular plan per plan section", async () => {
    const report = await reportFor((f) => {
      f.editYaml('pages/about.yaml', (d) =>
        d.setIn(['sections', 1], d.createNode({ type: 'productPlans', title: 'Plans' })),
      );
      f.editYaml('pages/security.yaml', (d) => {
        const i = (d.toJS().sections as { type: string }[]).findIndex((s) => s.type === 'plans');
        d.setIn(['sections', i, 'items', 0, 'popular'], true);
        d.setIn(['sections', i, 'items', 1, 'popular'], true);
      });
    });
    expect(report).toMatchInlineSnapshot(`
      "2 content problems in 2 files:
      content/pages/about.yaml
        sections[1]: shows the plans of a product, so it belongs in a file of content/products
      content/pages/security.yaml
        sections[1].items: 2 items are marked popular; keep "popular: true" on one at most"
    `);
  });
});
