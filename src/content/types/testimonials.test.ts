import { afterEach, describe, expect, it } from 'vitest';
import { reportFor } from '../../../tests/helpers/content-report.ts';
import { contentFixture, root, type Fixture } from '../../../tests/helpers/content-fixture.ts';
import { loadContent } from '../../assembly/site-content.ts';

let fixture: Fixture | undefined;
afterEach(() => fixture?.remove());

describe('testimonials and the review summary', () => {
  it('names the file and the field of a testimonial about a product that does not exist', async () => {
    const report = await reportFor((f) =>
      f.editYaml('testimonials/harbour-street-bakery.yaml', (d) => d.setIn(['products', 0], 'shard')),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/testimonials/harbour-street-bakery.yaml
        products[0]: no product "shard" in content/products; use one of "ai", "app", "builder", "cloud", "dedicated", "reseller", "shared", "ssl", "vps", "wordpress""
    `);
  });

  it('takes a rating of 1 to 5 whole stars', async () => {
    const report = await reportFor((f) => {
      f.editYaml('testimonials/harbour-street-bakery.yaml', (d) => d.setIn(['rating'], 6));
      f.editYaml('testimonials/lakeside-physiotherapy.yaml', (d) => d.setIn(['rating'], 4.5));
    });
    expect(report).toMatchInlineSnapshot(`
      "2 content problems in 2 files:
      content/testimonials/harbour-street-bakery.yaml
        rating: expected a rating from 1 to 5 stars, found 6 (number)
      content/testimonials/lakeside-physiotherapy.yaml
        rating: expected a whole number of stars from 1 to 5, found 4.5 (number)"
    `);
  });

  it('refuses a testimonials section about an unknown product, or about one no testimonial is about', async () => {
    const report = await reportFor((f) => {
      const testimonialsAt = (d: { toJS(): unknown }) =>
        (d.toJS() as { sections: { type: string }[] }).sections.findIndex((s) => s.type === 'testimonials');
      f.editYaml('pages/home.yaml', (d) => d.setIn(['sections', testimonialsAt(d), 'product'], 'vsp'));
      f.editYaml('products/shared.yaml', (d) => d.setIn(['sections', testimonialsAt(d), 'product'], 'dedicated'));
    });
    expect(report).toMatchInlineSnapshot(`
      "2 content problems in 2 files:
      content/pages/home.yaml
        sections[6].product: no product "vsp" in content/products; use one of "ai", "app", "builder", "cloud", "dedicated", "reseller", "shared", "ssl", "vps", "wordpress"
      content/products/shared.yaml
        sections[4]: no testimonial in content/testimonials is about "dedicated"; list "dedicated" under "products" in one, or remove this section"
    `);
  });

  it('takes a new product copied from another before any testimonial is about it', async () => {
    fixture = contentFixture('content');
    fixture.editYaml('products/shared.yaml', (d) => d.setIn(['menu', 'label'], 'Green Hosting'), 'products/green.yaml');
    const { issues, content } = await loadContent({ root, contentDir: fixture.dir });
    expect(issues).toEqual([]);
    expect(content?.testimonials.filter((t) => t.products.includes('green'))).toEqual([]);
  });

  it('refuses a generalTitle that repeats the title, which would promise general testimonials are about the product', async () => {
    const report = await reportFor((f) =>
      f.editYaml('products/app.yaml', (d) => {
        const index = (d.toJSON() as { sections: { type: string }[] }).sections.findIndex(
          (s) => s.type === 'testimonials',
        );
        d.setIn(['sections', index, 'title'], 'What developers say');
        d.setIn(['sections', index, 'generalTitle'], 'What Developers say');
      }),
    );
    // The section's place in the file is the marketer's to change: the field is matched whatever its index.
    expect(report).toMatch(
      /^1 content problem in 1 file:\ncontent\/products\/app\.yaml\n {2}sections\[\d+\]\.generalTitle: expected a heading for general testimonials \(about no product\), found the same as title;/,
    );
  });

  it('refuses an average rating above the best possible one', async () => {
    const report = await reportFor((f) => f.editYaml('social-proof.yaml', (d) => d.setIn(['reviews', 'score'], 48)));
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/social-proof.yaml
        reviews.score: 48 is more than the best possible rating (outOf: 5); give the average out of 5"
    `);
  });
});
