// @vitest-environment jsdom
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBody } from '../content/bodies';
import blog from 'virtual:content/doc/page/blog';
import forgotPassword from 'virtual:content/doc/page/forgot-password';
import privacy from 'virtual:content/doc/page/privacy';
import register from 'virtual:content/doc/page/register';
import { sectionOf } from '../../tests/helpers/page-sections';
import { BlogIndexSection } from './BlogIndexSection';
import { FormSection } from './FormSection';
import { LegalSection } from './LegalSection';

// The prerendered HTML must be what the first client render produces, or React throws it away.
async function hydrationErrors(ui: ReactElement) {
  const tree = <MemoryRouter>{ui}</MemoryRouter>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError }));
  const errors = [...onRecoverableError.mock.calls, ...consoleError.mock.calls];
  consoleError.mockRestore();
  act(() => root.unmount());
  container.remove();
  return errors;
}

beforeAll(async () => {
  await loadBody('legal', 'privacy');
});

describe('prerendered sections hydrate without a mismatch', () => {
  it.each([
    ['blog index', <BlogIndexSection key="b" section={sectionOf(blog, 'blogIndex')} />],
    ['register form', <FormSection key="r" section={sectionOf(register, 'form')} />],
    ['reset form', <FormSection key="f" section={sectionOf(forgotPassword, 'form')} />],
    ['privacy policy', <LegalSection key="p" section={sectionOf(privacy, 'legal')} />],
  ])('%s', async (_name, ui) => {
    expect(await hydrationErrors(ui)).toEqual([]);
  });
});
