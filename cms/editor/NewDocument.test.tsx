// @vitest-environment jsdom
// "+ New" asks for a title and makes the address from it by the content layer's file-name rule, shown and editable:
// capitals and spaces are made to fit, never refused, and whatever is typed (a hostile name too) asks for a file that
// keeps the rule, or nothing when no letter or digit is left. A name in use is named by its address, not its path.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSlug } from '../../src/content/file-names.ts';
import { HOSTILE_FILE_NAMES } from '../../tests/helpers/hostile-file-names.ts';
import type { TypeSummary } from './api.ts';
import { NewDocument, type Draft } from './NewDocument.tsx';

const getTemplate = vi.hoisted(() => vi.fn());
vi.mock('./api', () => ({ getTemplate }));
afterEach(() => getTemplate.mockReset());

const posts: TypeSummary = {
  name: 'posts',
  label: 'Blog posts',
  kind: 'many',
  folder: 'blog',
  extension: '.mdx',
  docs: [{ file: 'blog/summer-sale.mdx', title: 'Summer sale', page: '/blog/summer-sale' }],
};
const template = { file: '', data: { title: 'Replace this title', author: 'Replace this' } };

async function start(onDraft: (draft: Draft) => void = () => undefined) {
  const user = userEvent.setup();
  render(<NewDocument type={posts} onDraft={onDraft} />);
  await user.click(screen.getByRole('button', { name: 'New blog post' }));
  return user;
}

describe('a new document', () => {
  it('takes its address from its title, and its title into its template', async () => {
    getTemplate.mockResolvedValue(template);
    const onDraft = vi.fn();
    const user = await start(onDraft);
    await user.type(screen.getByLabelText('Title'), 'Green Hosting, Now 100% Solar');
    expect(screen.getByLabelText('Address')).toHaveProperty('value', 'green-hosting-now-100-solar');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(getTemplate).toHaveBeenCalledWith('blog/green-hosting-now-100-solar.mdx');
    expect(onDraft).toHaveBeenCalledWith({
      file: 'blog/green-hosting-now-100-solar.mdx',
      heading: 'New blog post: Green Hosting, Now 100% Solar',
      template: { ...template, data: { ...template.data, title: 'Green Hosting, Now 100% Solar' } },
    });
  });

  it('takes an address typed with capitals and spaces, made to fit the rule', async () => {
    getTemplate.mockResolvedValue(template);
    const user = await start();
    await user.type(screen.getByLabelText('Title'), 'Spring offer');
    const address = screen.getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'Our Spring Offer');
    await user.tab();
    expect(address).toHaveProperty('value', 'our-spring-offer');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(getTemplate).toHaveBeenCalledWith('blog/our-spring-offer.mdx');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // The names without their extension, as a marketer types them; a line break cannot be typed in the field.
  it.each(HOSTILE_FILE_NAMES.filter(([, name]) => !name.includes('\n')))(
    'named with %s asks only for a file that keeps the rule',
    async (_, name) => {
      getTemplate.mockResolvedValue(template);
      const user = await start();
      await user.type(screen.getByLabelText('Title'), name.replace(/\.mdx$/, ''));
      await user.click(screen.getByRole('button', { name: 'Create' }));
      for (const [file] of getTemplate.mock.calls as [string][])
        expect(isSlug(file.replace(/^blog\//, '').replace(/\.mdx$/, ''))).toBe(true);
      if (getTemplate.mock.calls.length === 0)
        expect(screen.getByRole('alert').textContent).toBe(
          'Give it a title, or an address with a letter or digit in it',
        );
    },
  );

  it('at an address in use is refused, by its address', async () => {
    const user = await start();
    await user.type(screen.getByLabelText('Title'), 'Summer Sale');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is already a blog post at /blog/summer-sale: change the address',
    );
    expect(getTemplate).not.toHaveBeenCalled();
  });
});
