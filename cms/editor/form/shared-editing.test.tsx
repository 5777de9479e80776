// @vitest-environment jsdom
// Editing a document someone else may save: a conflict shows both values in the marketer's words and takes a choice;
// unsaved edits kept in the browser come back, and storage that is not such a copy is ignored; the presence notice
// says who else has the page open and who saved it, and lists their change. Values come from the content.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { formSchemaOf } from '../../local-api/documents.ts';
import { root } from '../../../tests/helpers/content-fixture.ts';
import type { SaveConflict } from '../api.ts';
import { formatDollars } from './money.ts';
import { mergeInForm, changesBetween } from './save-merge.ts';
import { SaveConflicts, type OpenConflict } from './SaveConflicts.tsx';
import { PresenceNotice, RestoreOffer } from './SharedNotices.tsx';
import { keyOf, readCopy, removeCopy, writeCopy } from './unsaved-copy.ts';

type Product = { plans: { name: string; price: number; description: string }[] } & Record<string, unknown>;
const product = parse(readFileSync(path.join(root, 'content/products/shared.yaml'), 'utf8')) as Product;
const schema = formSchemaOf('products');
const loaded = { data: product, body: undefined };
const edited = (edit: (p: Product) => void) => {
  const copy = structuredClone(product);
  edit(copy);
  return { data: copy, body: undefined };
};
const plan = product.plans[0]!;
const last = product.plans.at(-1)!;

afterEach(() => localStorage.clear());

describe('merging in the form', () => {
  it('takes their change and keeps mine, and where both changed keeps mine, named as the form names it', () => {
    const theirs = edited((p) => {
      p.plans[0]!.price += 100;
      p.plans.at(-1)!.description = `${last.description}, and more`;
    });
    const mine = edited((p) => (p.plans[0]!.price += 200));
    const { merged, conflicts } = mergeInForm(schema, loaded, theirs, mine);
    expect((merged.data as Product).plans.at(-1)!.description).toBe(`${last.description}, and more`);
    expect((merged.data as Product).plans[0]!.price).toBe(plan.price + 200);
    expect(conflicts).toEqual([
      {
        path: ['data', 'plans', 0, 'price'],
        field: `Plan: ${plan.name} › Price`,
        theirs: plan.price + 100,
        mine: plan.price + 200,
        money: true,
      },
    ]);
    expect(changesBetween(schema, loaded, theirs).map((c) => c.field)).toEqual([
      `Plan: ${plan.name} › Price`,
      `Plan: ${last.name} › Description`,
    ]);
  });
});

describe('a conflict in the form', () => {
  const conflict: OpenConflict = {
    path: ['data', 'plans', 0, 'price'],
    field: `Plan: ${plan.name} › Price`,
    theirs: plan.price + 100,
    mine: plan.price + 200,
    money: true,
    chosen: false,
  };

  it('shows both values in dollars, and takes theirs, mine or a typed one', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn<(c: SaveConflict, value: unknown) => void>();
    render(<SaveConflicts conflicts={[conflict]} onChoose={onChoose} />);
    const group = screen.getByRole('group', { name: conflict.field });
    expect(group.textContent).toContain(formatDollars(plan.price + 100));
    expect(group.textContent).toContain(formatDollars(plan.price + 200));
    expect(group.textContent).not.toMatch(/plans|\[0\]|cents/);
    await user.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(onChoose).toHaveBeenLastCalledWith(conflict, plan.price + 100);
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(onChoose).toHaveBeenLastCalledWith(conflict, plan.price + 200);
    await user.type(screen.getByLabelText('Or type another'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Use this' }));
    expect(onChoose).toHaveBeenLastCalledWith(conflict, 1250);
  });

  it('says so once every field is chosen', () => {
    render(<SaveConflicts conflicts={[{ ...conflict, chosen: true }]} onChoose={() => undefined} />);
    expect(screen.getByText(/Every field is chosen: save/)).toBeTruthy();
  });
});

describe('unsaved edits kept in the browser', () => {
  const base = { version: 'a'.repeat(40), ...loaded };
  const mine = edited((p) => (p.plans[0]!.price += 200));

  it('are kept per draft and per document, and read back', () => {
    writeCopy('spring-sale', 'products/shared.yaml', base, mine, []);
    expect(readCopy('spring-sale', 'products/shared.yaml')?.edits).toEqual(mine);
    expect(readCopy(null, 'products/shared.yaml')).toBeNull();
    expect(readCopy('other-draft', 'products/shared.yaml')).toBeNull();
    removeCopy('spring-sale', 'products/shared.yaml');
    expect(readCopy('spring-sale', 'products/shared.yaml')).toBeNull();
  });

  const at = new Date().toISOString();
  const valid = { draft: 'local', file: 'products/shared.yaml', at, base, edits: mine, conflicts: [] };
  it.each([
    ['not JSON', '{"draft":'],
    ['a list', '[]'],
    ['another document’s copy', JSON.stringify({ ...valid, file: 'products/vps.yaml' })],
    ['another draft’s copy', JSON.stringify({ ...valid, draft: 'spring-sale' })],
    ['no time', JSON.stringify({ ...valid, at: 'yesterday' })],
    ['no version', JSON.stringify({ ...valid, base: loaded })],
    ['edits that are text', JSON.stringify({ ...valid, edits: 'x' })],
    ['conflicts that are not', JSON.stringify({ ...valid, conflicts: [{ path: 'plans' }] })],
  ])('ignore %s', (_, stored) => {
    localStorage.setItem(keyOf(null, 'products/shared.yaml'), JSON.stringify(valid));
    expect(readCopy(null, 'products/shared.yaml')?.edits).toEqual(mine);
    localStorage.setItem(keyOf(null, 'products/shared.yaml'), stored);
    expect(readCopy(null, 'products/shared.yaml')).toBeNull();
  });

  it('are offered back with the time they were typed', async () => {
    const user = userEvent.setup();
    writeCopy(null, 'products/shared.yaml', base, mine, []);
    const copy = readCopy(null, 'products/shared.yaml')!;
    const onRestore = vi.fn();
    render(<RestoreOffer copy={copy} onRestore={onRestore} onDiscard={() => undefined} />);
    const time = new Date(copy.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    expect(screen.getByRole('alert').textContent).toContain(`Restore your unsaved changes from ${time}?`);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalled();
  });

  it('a full storage keeps nothing and throws nothing', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writeCopy(null, 'products/shared.yaml', base, mine, [], full)).not.toThrow();
  });
});

describe('the presence notice', () => {
  const version = 'b'.repeat(40);
  const theirs = edited((p) => (p.plans[0]!.price += 100));

  it('says who else has the page open, and nothing more while the form is current', () => {
    render(
      <PresenceNotice
        presence={{ version, others: [{ name: 'Bea Writer' }], lastSave: null }}
        version={version}
        busy={false}
        onShow={async () => []}
        onBringIn={() => undefined}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Bea Writer also has this page open');
  });

  it('says who saved since the form was loaded, and shows what they changed', async () => {
    const user = userEvent.setup();
    const newer = 'c'.repeat(40);
    const onBringIn = vi.fn();
    render(
      <PresenceNotice
        presence={{
          version: newer,
          others: [],
          lastSave: { name: 'Bea Writer', version: newer, at: '', secondsAgo: 10 },
        }}
        version={version}
        busy={false}
        onShow={async () => changesBetween(schema, loaded, theirs)}
        onBringIn={onBringIn}
      />,
    );
    expect(screen.getByText('Saved by Bea Writer 10 s ago')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show the change' }));
    expect(
      await screen.findByText(
        `Plan: ${plan.name} › Price: ${formatDollars(plan.price)} → ${formatDollars(plan.price + 100)}`,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bring it in' }));
    expect(onBringIn).toHaveBeenCalled();
  });
});
