// @vitest-environment jsdom
// A plan's price in a body: picked from the toolbar by product and plan, shown as a chip with the price the page shows,
// written to the file as its slot. Prices and plans come from the content.
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { factsIn, pricesIn } from '../../../src/build/remark-facts.ts';
import { contentDir, root } from '../../../tests/helpers/content-fixture.ts';
import { BodyEditor } from './BodyEditor.tsx';

// The content the site is built from: npm run test:content-edits runs this on its edited copy.
const prices = pricesIn(path.join(root, contentDir));
const facts = factsIn(path.join(root, contentDir));
const label = 'Article text';

async function setup(body: string, withPrices = prices) {
  const onChange = vi.fn<(next: string) => void>();
  render(
    <BodyEditor value={body} onChange={onChange} label={label} components={[]} prices={withPrices} facts={facts} />,
  );
  const text = await screen.findByRole('textbox', { name: label });
  return { onChange, text, user: userEvent.setup() };
}

describe('a price in a body', () => {
  it('shows as a chip with the price the page shows, and a fact with its value', async () => {
    const plan = prices.at(-1)!;
    const [fact] = facts;
    const { text } = await setup(`\nNow \\{price:${plan.key}\\} with \\{${fact!.name}\\} uptime.\n`);
    expect(text).toHaveTextContent(`Now ${plan.shown} with ${fact!.value} uptime.`);
    expect(text).not.toHaveTextContent('{');
    expect(within(text).getByText(plan.shown)).toHaveAttribute(
      'title',
      `${plan.product} › ${plan.plan}, kept up to date`,
    );
  });

  it('that names no plan shows as the slot, marked', async () => {
    const { text } = await setup('\nNow \\{price:shared/No such plan\\}.\n');
    expect(within(text).getByText('{price:shared/No such plan}')).toHaveAttribute(
      'title',
      'No plan or fact of this name: the page cannot show it',
    );
  });

  it('is inserted from the picker by product and plan, and written as its slot', async () => {
    const body = '\nFirst paragraph.\n';
    const { onChange, text, user } = await setup(body);
    text.focus();
    const node = [...document.querySelectorAll('[data-lexical-text]')].find(
      (n) => n.textContent === 'First paragraph.',
    );
    document.getSelection()!.collapse(node!.firstChild!, 'First paragraph'.length);
    document.dispatchEvent(new Event('selectionchange'));

    await user.click(screen.getByRole('button', { name: 'Insert price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert price' });
    const plan = prices.at(-1)!;
    const picker = within(dialog).getByRole('combobox', { name: 'Plan' });
    // Grouped by product, each plan with its price as the page shows it now.
    expect(within(picker).getByRole('group', { name: plan.product })).toBeInTheDocument();
    await user.selectOptions(picker, within(picker).getByRole('option', { name: `${plan.plan}: ${plan.shown}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(`\nFirst paragraph\\{price:${plan.key}}.\n`));
    expect(text).toHaveTextContent(`First paragraph${plan.shown}.`);
  });

  it('is not offered when the editor knows no plan', async () => {
    await setup('\nFirst paragraph.\n', []);
    expect(screen.getByRole('toolbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Insert price' })).not.toBeInTheDocument();
  });
});
