// @vitest-environment jsdom
// The document's header: "View page" on the preview site, and inside a draft "Preview this draft" to the page in the
// draft's preview; neither when the document has no page.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentHeader } from './DocumentHeader.tsx';

describe('the document header', () => {
  it('links the page on the preview site and, in a draft, in the draft’s preview', () => {
    render(
      <DocumentHeader
        title="Shared Hosting"
        page="http://127.0.0.1:5180/hosting/shared"
        draftPreview="/drafts/starter-price/preview/hosting/shared"
      />,
    );
    expect(screen.getByRole('link', { name: 'View page ↗' }).getAttribute('href')).toBe(
      'http://127.0.0.1:5180/hosting/shared',
    );
    const preview = screen.getByRole('link', { name: 'Preview this draft ↗' });
    expect(preview.getAttribute('href')).toBe('/drafts/starter-price/preview/hosting/shared');
    expect(preview.getAttribute('target')).toBe('_blank');
  });

  it('offers no preview of a draft outside one, nor of a document without a page', () => {
    const { rerender } = render(<DocumentHeader title="Shared Hosting" page="/hosting/shared" />);
    expect(screen.queryByRole('link', { name: /Preview this draft/ })).toBeNull();
    rerender(<DocumentHeader title="Facts" page={null} draftPreview={null} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
