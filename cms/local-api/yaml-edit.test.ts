import { describe, expect, it } from 'vitest';
import { joinMdx, splitMdx } from '../../src/content/frontmatter.ts';
import { editYaml, readYaml } from './yaml-edit.ts';

const source = `# Shared hosting. Prices are US cents.
name: Shared Hosting
title: "Shared Hosting – Fast"
description: >
  Launch your website on fast SSD shared hosting with free SSL, daily
  backups and 24/7 expert support.
featureKeys:
  - { key: storage, label: Storage }
plans:
  - name: Starter
    price: 499 # the entry price
    features: { storage: 10 GB SSD }
  - name: Pro
    price: 999
    features: { storage: 50 GB SSD }
`;

/** The lines that differ between two texts of the same length in lines. */
const changedLines = (a: string, b: string) => {
  const [x, y] = [a.split('\n'), b.split('\n')];
  return x.map((line, i) => [line, y[i]]).filter(([l, r]) => l !== r);
};

interface Data {
  title: string;
  description: string;
  plans: { name: string; price: number; features?: Record<string, string> }[];
}

const edit = (change: (data: Data) => void) => {
  const data = readYaml(source) as Data;
  change(data);
  return editYaml(source, data);
};

describe('editYaml', () => {
  it('returns the text unchanged when the data did not change', () => {
    expect(edit(() => undefined)).toBe(source);
  });

  it('changes one line for one price, keeping its comment', () => {
    const out = edit((d) => (d.plans[0]!.price = 599));
    expect(changedLines(source, out)).toEqual([
      ['    price: 499 # the entry price', '    price: 599 # the entry price'],
    ]);
  });

  it('keeps comments, quoting, folded text and flow maps it did not touch', () => {
    const out = edit((d) => (d.plans[1]!.name = 'Professional'));
    expect(changedLines(source, out)).toEqual([['  - name: Pro', '  - name: Professional']]);
    expect(out).toContain('# Shared hosting. Prices are US cents.');
    expect(out).toContain('title: "Shared Hosting – Fast"');
  });

  it('keeps a quoted scalar quoted, and the folded paragraph next to it, when its value changes', () => {
    const out = edit((d) => (d.title = 'Shared Hosting – Faster'));
    expect(changedLines(source, out)).toEqual([['title: "Shared Hosting – Fast"', 'title: "Shared Hosting – Faster"']]);
  });

  it('adds and removes list items and keys, leaving the rest', () => {
    const out = edit((d) => {
      d.plans.push({ name: 'Business', price: 1999, features: { storage: '100 GB SSD' } });
      delete d.plans[0]!.features;
    });
    expect(readYaml(out)).toEqual({
      ...(readYaml(source) as object),
      plans: [
        { name: 'Starter', price: 499 },
        { name: 'Pro', price: 999, features: { storage: '50 GB SSD' } },
        { name: 'Business', price: 1999, features: { storage: '100 GB SSD' } },
      ],
    });
    expect(out.startsWith(source.split('plans:')[0] ?? '')).toBe(true);
  });

  it('rewrites a folded paragraph only when its text changes', () => {
    const out = edit((d) => (d.description = 'Fast hosting.\n'));
    expect(readYaml(out)).toMatchObject({ description: 'Fast hosting.\n' });
    expect(out).toContain('# Shared hosting. Prices are US cents.');
  });
});

describe('MDX files', () => {
  const mdx = '---\ntitle: "A post" # shown on cards\nreadTime: 3\n---\n\nHello **world**.\n\n- one\n- two\n';

  it('round-trip frontmatter and body as written', () => {
    expect(joinMdx(mdx, splitMdx(mdx)!)).toBe(mdx);
  });

  it('change one frontmatter line and keep the body byte for byte', () => {
    const parts = splitMdx(mdx)!;
    const data = readYaml(parts.frontmatter) as Record<string, unknown>;
    const out = joinMdx(mdx, { ...parts, frontmatter: editYaml(parts.frontmatter, { ...data, readTime: 4 }) });
    expect(changedLines(mdx, out)).toEqual([['readTime: 3', 'readTime: 4']]);
  });
});
