// What an MDX body may hold, checked where every check of the content runs (the loader: check:content, the build
// and the editor alike): each refused construct is named with the file, its line in the file, and what to do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportFor } from '../../tests/helpers/content-report.ts';
import { root } from '../../tests/helpers/content-fixture.ts';
import { mdxBlockComponents } from '../vocabulary/mdx-component-names.ts';
import { mdxComponents } from '../mdx/components.tsx';

const post = 'blog/website-security-checklist.mdx';
/** The line a paragraph appended to the post lands on: after its last line and one blank line. */
const appendedLine = () =>
  readFileSync(path.join(root, 'content', post), 'utf8')
    .replace(/\n$/, '')
    .split('\n').length + 2;
const append = (text: string) =>
  reportFor((f) =>
    f.write(post, `${readFileSync(path.join(root, 'content', post), 'utf8').replace(/\n$/, '')}\n\n${text}\n`),
  );

describe('an MDX body', () => {
  it.each([
    ['<script>alert(1)</script>', 'has a <script> element', 'content never runs scripts'],
    ['<style>{"body{}"}</style>', 'has a <style> element', 'content carries no styles'],
    ['<iframe src="https://example.com"></iframe>', 'has an <iframe> element', 'link to it instead'],
    ['<object data="x.swf"></object>', 'has an <object> element', 'link to it instead'],
    ['<embed src="x.swf" />', 'has an <embed> element', 'link to it instead'],
    ['<div onClick="alert(1)">hi</div>', 'gives <div> the event-handler attribute "onClick"', 'content never runs'],
    ['<b onmouseover="alert(1)">hi</b>', 'gives <b> the event-handler attribute "onmouseover"', 'content never runs'],
    ['[win](javascript:alert(1))', 'links to a script address ("javascript:alert(1)")', 'link to a page (/path)'],
    ['[win](JaVaScRiPt:alert(1))', 'links to a script address', 'a link runs no script'],
    ['<a href="javascript:alert(1)">win</a>', 'gives <a> a script address', 'content never runs scripts'],
    ['{alert(1)}', 'holds code ("alert(1)")', 'the site runs no code from content'],
    ['export const x = 1', 'holds code ("export const x = 1")', 'the site runs no code from content'],
    ['<Widget />', 'uses the element <Widget>', 'the site renders no such element from content'],
  ])('refuses %s with its file, line and what to do instead', async (text, what, instead) => {
    const report = await append(text);
    expect(report).toContain(`\ncontent/${post}\n`);
    const line = report.split('\n').find((l) => l.startsWith(`  body: ${what}`));
    expect(line, report).toContain(` at line ${appendedLine()}: `);
    expect(report).toContain(instead);
  });

  it('is refused when it links to a page the site does not have, naming the line', async () => {
    const report = await append('Read [our plans](/hosting/no-such-plan).');
    expect(report).toContain(
      `body: links at line ${appendedLine()} to "/hosting/no-such-plan" is not a page of this site`,
    );
  });

  it('is refused when it writes a price as text, which goes stale when the plan changes', async () => {
    const report = await append('Plans from $3.99 a month.');
    expect(report).toContain(`body: at line ${appendedLine()} writes the price $3.99 as text`);
  });

  it('keeps a page in use: removing a page that a body links to is refused, naming the body', async () => {
    const report = await reportFor((f) => {
      f.write(post, `${readFileSync(path.join(root, 'content', post), 'utf8')}\nSee [VPS hosting](/hosting/vps).\n`);
      f.unlink('products/vps.yaml');
    });
    expect(report).toMatch(
      new RegExp(`content/${post}\\n(  .*\\n)*  body: links at line \\d+ to "/hosting/vps" is not a page`),
    );
  });

  it('may use Markdown and links to pages that exist', async () => {
    expect(
      await append('## A heading\n\nSome **bold** text, a [link](/hosting/shared) and a [site](https://example.com).'),
    ).toBe('0 content problems in 0 files:');
  });
});

describe('the registered MDX components', () => {
  it('are the ones the content check allows', () => {
    expect(Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name))).toEqual([...mdxBlockComponents]);
  });
});
