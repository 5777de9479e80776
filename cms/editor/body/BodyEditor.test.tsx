// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BodyEditor } from './BodyEditor.tsx';

const label = 'Article text';
const body = '\nFirst paragraph.\n\n* a list in\n* another spelling\n';

/** Puts the caret at the end of the text that says `words`, as a click there would. */
function caretAfter(words: string) {
  const node = [...document.querySelectorAll('[data-lexical-text]')].find((n) => n.textContent === words)!.firstChild!;
  document.getSelection()!.collapse(node, words.length);
  document.dispatchEvent(new Event('selectionchange'));
}

async function setup(value = body) {
  const onChange = vi.fn<(next: string) => void>();
  render(<BodyEditor value={value} onChange={onChange} label={label} components={[]} />);
  const text = await screen.findByRole('textbox', { name: label });
  return { onChange, text, user: userEvent.setup() };
}

describe('BodyEditor', () => {
  it('reports no change for a body opened and left alone', async () => {
    const { onChange } = await setup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('writes bold text typed after Ctrl+B, keeping the untouched list as it was', async () => {
    const { onChange, text, user } = await setup();
    text.focus();
    caretAfter('First paragraph.');
    await user.keyboard(' {Control>}b{/Control}Strong');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(body.replace('First paragraph.', 'First paragraph. **Strong**')),
    );
  });

  it('writes a heading typed with its Markdown shortcut', async () => {
    const { onChange, text, user } = await setup();
    text.focus();
    caretAfter('First paragraph.');
    await user.keyboard('{Enter}## New part');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(body.replace('First paragraph.', 'First paragraph.\n\n## New part')),
    );
  });

  it('keeps a hard line break MDXEditor cannot write, in a paragraph the edit did not touch', async () => {
    const lossy = '\nA hard  \nline break.\n\nFirst paragraph.\n';
    const { onChange, text, user } = await setup(lossy);
    text.focus();
    caretAfter('First paragraph.');
    await user.keyboard(' More.');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(lossy.replace('paragraph.', 'paragraph. More.')));
  });

  it('gives the original bytes back when an edit is undone', async () => {
    const { onChange, text, user } = await setup();
    text.focus();
    caretAfter('another spelling');
    await user.keyboard(' here');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('- another spelling here')), {
      timeout: 10_000,
    });
    // The editor's history takes keys typed close together as one edit; on a busy machine the five keys may arrive far
    // enough apart to be several: undo until the text is what it was (at most one undo a key), each undo a change.
    for (let undo = 0; undo < ' here'.length && onChange.mock.lastCall?.[0] !== body; undo++) {
      const calls = onChange.mock.calls.length;
      await user.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(onChange.mock.calls.length).toBeGreaterThan(calls), { timeout: 10_000 });
    }
    expect(onChange).toHaveBeenLastCalledWith(body);
  });

  it('names every toolbar control and reaches each enabled one by keyboard', async () => {
    const { user } = await setup();
    const controls = [...screen.getByRole('toolbar').querySelectorAll<HTMLElement>('button')];
    for (const control of controls) expect(control).toHaveAccessibleName();
    // The toolbar is one tab stop whose buttons are reached with the arrow keys; a control outside that group (the
    // block type menu) is a tab stop of its own. Undo and Redo are disabled until there is an edit.
    const enabled = controls.filter((control) => !control.hasAttribute('disabled'));
    const roving = enabled.filter((control) => control.getAttribute('tabindex') === '-1');
    for (const control of enabled.filter((c) => !roving.includes(c))) expect(control.tabIndex).toBe(0);
    roving[0]!.focus();
    const reached = new Set<Element | null>([document.activeElement]);
    for (let step = 0; step < roving.length; step++) {
      await user.keyboard('{ArrowRight}');
      reached.add(document.activeElement);
    }
    expect(roving.filter((control) => !reached.has(control))).toEqual([]);
  });

  it('lets Tab leave the text instead of indenting', async () => {
    const { text, user } = await setup();
    text.focus();
    caretAfter('First paragraph.');
    await user.tab();
    expect(text).not.toHaveFocus();
  });
});
