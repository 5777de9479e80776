// @vitest-environment jsdom
// "+ New" holds the content layer's file-name rule before it asks for a template: a name the build would refuse is
// refused on the spot, in the words the build uses; a name in use is named as such, not as a path.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_FILE_NAMES } from '../../tests/helpers/hostile-file-names.ts';
import type { TypeSummary } from './api';
import { NewDocument } from './NewDocument';

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

async function submit(name: string) {
  const user = userEvent.setup();
  render(<NewDocument type={posts} onDraft={() => undefined} />);
  await user.click(screen.getByRole('button', { name: 'New blog post' }));
  await user.type(screen.getByLabelText(/File name/), name);
  await user.click(screen.getByRole('button', { name: 'Create' }));
  return screen.findByRole('alert');
}

describe('a new document', () => {
  // The names without their extension, as a marketer types them; a line break cannot be typed in the field.
  it.each(HOSTILE_FILE_NAMES.filter(([, name]) => !name.includes('\n')))(
    'named with %s is refused with the rule, and no template is asked for',
    async (_, name) => {
      const alert = await submit(name.replace(/\.mdx$/, ''));
      expect(alert.textContent).toMatchInlineSnapshot(
        `"Use only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. summer-sale"`,
      );
      expect(getTemplate).not.toHaveBeenCalled();
    },
  );

  it('named like one that exists is refused, in the type’s words', async () => {
    const alert = await submit('summer-sale');
    expect(alert.textContent).toBe('There is already a blog post named summer-sale');
    expect(getTemplate).not.toHaveBeenCalled();
  });
});
