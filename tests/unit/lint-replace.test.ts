// The lint rule against values in String.replace's replacement (eslint.config.js): `$&`, `` $` `` and `$'` in a value
// once turned a search term into attributes (issue 35). Each way a value can reach the replacement is refused; a
// function, a plain literal and a call with another object's replace of three arguments are not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from '../helpers/content-fixture.ts';

const eslint = new ESLint({ cwd: root });
const RULE = 'no-restricted-syntax';

async function refused(code: string, filePath = 'src/server/probe.ts') {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE && m.message.startsWith('String.replace')).length;
}

describe('String.replace with a value as its replacement', { timeout: 60_000 }, () => {
  it.each([
    ['a template with a value', 'export const f = (html: string, v: string) => html.replace("<x>", `<b>${v}</b>`);'],
    ['a variable', 'export const f = (html: string, v: string) => html.replace(/<x>/g, v);'],
    ['a concatenation', 'export const f = (html: string, v: string) => html.replaceAll("x", "<b>" + v);'],
    ['a call', 'export const f = (html: string, v: number) => html.replace("x", String(v));'],
    ['a property', 'export const f = (html: string, v: { a: string }) => html.replace("x", v.a);'],
  ])('is refused: %s', async (_, code) => {
    expect(await refused(code)).toBe(1);
  });

  it.each([
    ['a function', 'export const f = (html: string, v: string) => html.replace("x", () => v);'],
    ['a literal', "export const f = (html: string) => html.replace(/\\s+/g, ' ');"],
    ['a template without a value', 'export const f = (html: string) => html.replace("x", `y`);'],
    [
      'another replace of three arguments',
      'export const f = (o: { replace(a: string, b: string, c: string): void }, v: string) => o.replace("a", `${v}`, "c");',
    ],
  ])('is allowed: %s', async (_, code) => {
    expect(await refused(code)).toBe(0);
  });

  it('applies to the editor and the tests too', async () => {
    const code = 'export const f = (html: string, v: string) => html.replace("x", v);';
    expect(await refused(code, 'cms/team/probe.ts')).toBe(1);
    expect(await refused(code, 'tests/helpers/probe.ts')).toBe(1);
  });
});
