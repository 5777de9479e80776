// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import domainsPage from 'virtual:content/doc/page/domains';
import { dollars, renderRouted, sectionOf, site } from '../../../tests/helpers/page-sections.tsx';
import { domainErrors } from '../../../tests/spec.ts';
import { BULK_ENDPOINT, type BulkStreamEvent } from '../../features/domain-search/contract.ts';
import BulkSearchSection from './BulkSearchSection.tsx';

const bulk = sectionOf(domainsPage, 'bulkSearch');
const copy = site.domainSearch;
const result = (domain: string, status: 'available' | 'taken' | 'unknown') => ({
  type: 'result' as const,
  result: { domain, status, available: status === 'available', price: 1299, currency: 'USD' as const },
});
/** An NDJSON answer whose lines the test lets through one by one. */
function stream() {
  let push: (event: BulkStreamEvent | null) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (event) =>
        event ? controller.enqueue(new TextEncoder().encode(`${JSON.stringify(event)}\n`)) : controller.close();
    },
  });
  return { response: new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }), push };
}
const row = (domain: string) =>
  screen.getAllByRole('listitem').find((li) => li.querySelector('strong')?.textContent === domain) as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('BulkSearchSection', () => {
  it('is a labelled box with its hint and button, sent to /domains before its script runs', () => {
    renderRouted(<BulkSearchSection section={bulk} />);
    const box = screen.getByRole('textbox', { name: bulk.label });
    expect(box).toHaveAccessibleDescription(bulk.hint);
    expect(box.closest('form')).toHaveAttribute('method', 'get');
    expect(screen.getByRole('button', { name: bulk.button })).toHaveAttribute('type', 'submit');
  });

  it('lists every name at once, refuses the ones that break a rule, and fills each row as its answer arrives', async () => {
    const { response, push } = stream();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
    renderRouted(<BulkSearchSection section={bulk} />);
    await userEvent.type(screen.getByRole('textbox', { name: bulk.label }), 'one.com, bad_name{Enter}two.io');
    await userEvent.click(screen.getByRole('button', { name: bulk.button }));
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `${BULK_ENDPOINT}?q=${encodeURIComponent('one.com, bad_name\ntwo.io')}`,
    );
    push({
      type: 'accepted',
      names: [
        { input: 'one.com', domain: 'one.com' },
        { input: 'bad_name', error: domainErrors.invalid },
        { input: 'two.io', domain: 'two.io' },
      ],
    });
    expect(await screen.findByText(domainErrors.invalid)).toBeInTheDocument();
    expect(row('one.com')).toHaveTextContent(copy.checking);
    push(result('two.io', 'taken'));
    expect(await within(row('two.io')).findByText(copy.taken)).toBeInTheDocument();
    expect(row('one.com')).toHaveTextContent(copy.checking);
    push(result('one.com', 'available'));
    expect(await within(row('one.com')).findByText(copy.available)).toBeInTheDocument();
    expect(row('one.com')).toHaveTextContent(dollars(1299));
    push({ type: 'done' });
    push(null);
    expect(await screen.findByRole('button', { name: bulk.button })).toBeEnabled();
  });

  it('says why a name could not be checked: no answer in time, the registry out of reach, or the search ended', async () => {
    const { response, push } = stream();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
    renderRouted(<BulkSearchSection section={bulk} />);
    await userEvent.type(screen.getByRole('textbox', { name: bulk.label }), 'slow.com, down.com, cut.com');
    await userEvent.click(screen.getByRole('button', { name: bulk.button }));
    push({
      type: 'accepted',
      names: ['slow.com', 'down.com', 'cut.com'].map((domain) => ({ input: domain, domain })),
    });
    const unknown = (domain: string, reason: 'timeout' | 'unreachable') => {
      const event = result(domain, 'unknown');
      return { ...event, result: { ...event.result, reason } };
    };
    expect(await screen.findByText('down.com')).toBeInTheDocument();
    push(unknown('slow.com', 'timeout'));
    push(unknown('down.com', 'unreachable'));
    expect(await within(row('down.com')).findByText(copy.unknownReasons.unreachable)).toBeInTheDocument();
    expect(within(row('slow.com')).getByText(copy.unknownReasons.timeout)).toBeInTheDocument();
    push({ type: 'done' });
    push(null);
    expect(await within(row('cut.com')).findByText(copy.unknown)).toBeInTheDocument();
    expect(within(row('cut.com')).getByText(copy.unknownReasons.timeout)).toBeInTheDocument();
  });

  it('says when the answers are demo data (DOMAIN_PROVIDERS=demo)', async () => {
    const { response, push } = stream();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
    renderRouted(<BulkSearchSection section={bulk} />);
    await userEvent.type(screen.getByRole('textbox', { name: bulk.label }), 'one.com');
    await userEvent.click(screen.getByRole('button', { name: bulk.button }));
    push({ type: 'accepted', names: [{ input: 'one.com', domain: 'one.com' }], demo: true });
    push(result('one.com', 'taken'));
    push({ type: 'done' });
    push(null);
    expect(await screen.findByText(copy.demoNote)).toBeVisible();
  });

  it("shows the API's refusal (too many names) with the failure words", async () => {
    const error = 'Enter at most 20 domain names.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ error }, { status: 400 }));
    renderRouted(<BulkSearchSection section={bulk} />);
    await userEvent.type(screen.getByRole('textbox', { name: bulk.label }), 'a.com');
    await userEvent.click(screen.getByRole('button', { name: bulk.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${copy.errorIntro} ${error}`);
  });
});
