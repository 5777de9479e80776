// The domain search's results as a visitor reads them: one set of components that the results dialog and the bulk
// search render in the browser, and that the server renders with renderToStaticMarkup for /domains?q= and ?names=
// without JavaScript (src/server/search-page.tsx). Plain markup with stable class names and data-status, styled by
// one css block (./results-style.ts) that the dialog, the bulk search and the page's ServerResults frame all
// include; no styled-components here, whose classes would have no CSS on a page the server answers.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { formatCents } from '../../ui/format.ts';
import { Glyph } from '../../ui/Glyph.tsx';
import type { GlyphName } from '../../vocabulary/icon-names.ts';
import { domainOrderUrl } from '../../vocabulary/order-links.ts';
import type { BulkName, DomainResult, DomainStatus, DomainSuggestion, UnknownReason } from './contract.ts';

/** The words of the results, from site.yaml's domainSearch (and ui.perYear): passed in, so the server's are used there. */
export interface ResultWords {
  dialogTitle: string;
  resultTitle: string;
  suggestionsTitle: string;
  available: string;
  taken: string;
  unknown: string;
  /** A bulk search's row whose answer has not come yet (only while the browser's search runs) */
  checking: string;
  unknownReasons: Record<UnknownReason, string>;
  perYear: string;
  empty: string;
  /** Above answers the server made up (DOMAIN_PROVIDERS=demo) */
  demoNote: string;
}

/** A row's status: a provider's answer, or still being checked (in a bulk search). */
type RowStatus = DomainStatus | 'checking';

interface DomainItem {
  domain: string;
  status: RowStatus;
  price: number;
  reason?: UnknownReason | undefined;
}

/** What an available row offers beside its price (the dialog's cart button); none on the server's page. */
export type RowAction = (item: DomainItem) => ReactNode;

/**
 * An available domain's link straight to the order system (site.yaml's order.domain), for the rows the server
 * renders when the browser runs no script, and so has no cart: its words on wide rows, a cart icon on narrow ones.
 */
export const orderLink =
  ({ template, label }: { template: string; label: string }): RowAction =>
  (item) => (
    <a className="order-link" href={domainOrderUrl(template, [item.domain])}>
      <Glyph name="shopping-cart" size={20} />
      <span className="cart-label">{label}</span> <span className="visually-hidden">{item.domain}</span>
    </a>
  );

const statusGlyph: Record<RowStatus, GlyphName> = {
  available: 'circle-check',
  taken: 'circle-x',
  unknown: 'circle-help',
  checking: 'rotate-cw',
};

/** "Domain search results: <term>", the heading of the dialog and of the server's results. */
export function ResultsTitle({
  term,
  words,
  ...rest
}: ComponentPropsWithRef<'h2'> & { term: string; words: ResultWords }) {
  return <h2 {...rest}>{`${words.dialogTitle}: ${term}`}</h2>;
}

/** Said above answers the server made up (DOMAIN_PROVIDERS=demo), so nobody mistakes them for a registry's. */
function DemoNote({ words }: { words: ResultWords }) {
  return (
    <p className="demo-note" data-demo-note="">
      {words.demoNote}
    </p>
  );
}

/** A term the search refused (the rule it breaks), or a search refused as a whole: an error for the visitor. */
export function Refusal({ children }: { children: string }) {
  return (
    <p role="alert" className="search-refusal">
      <Glyph name="circle-alert" size={20} />
      <span>{children}</span>
    </p>
  );
}

/** A bulk search refused as a whole (too many names) or failed: the failure's words, then what the server said. */
export function BulkRefusal({ message, words }: { message: string; words: { errorIntro: string } }) {
  return <Refusal>{`${words.errorIntro} ${message}`}</Refusal>;
}

function Row({ item, words, action }: { item: DomainItem; words: ResultWords; action?: RowAction | undefined }) {
  return (
    <li className="domain-row" data-status={item.status}>
      <strong className="domain-name">{item.domain}</strong>
      <span className="domain-status">
        <Glyph name={statusGlyph[item.status]} size={18} />
        {words[item.status]}
      </span>
      {item.status === 'unknown' && item.reason && (
        <span className="domain-why">{words.unknownReasons[item.reason]}</span>
      )}
      {item.status === 'available' && (
        <>
          <span className="domain-price">
            {formatCents(item.price)}
            {words.perYear}
          </span>
          {action && <span className="domain-action">{action(item)}</span>}
        </>
      )}
    </li>
  );
}

/** A name of a bulk search that breaks a rule: as typed, with the rule. */
function InvalidRow({ name }: { name: BulkName }) {
  return (
    <li className="domain-row" data-status="invalid">
      <strong className="domain-name">{name.input}</strong>
      <span className="domain-status">
        <Glyph name="circle-alert" size={18} />
        {name.error}
      </span>
    </li>
  );
}

/**
 * Domains with their status (available, taken, or unknown when no provider could say, with why); available ones with
 * their yearly price ($X.XX/yr) and, given `action`, the dialog's cart button.
 */
function DomainResultList(props: { items: DomainItem[]; words: ResultWords; action?: RowAction | undefined }) {
  const { items, words, action } = props;
  return (
    <ul className="domain-list" data-cart={action ? '' : undefined}>
      {items.map((item) => (
        <Row key={item.domain} item={item} words={words} action={action} />
      ))}
    </ul>
  );
}

/**
 * A search's answer: the searched domain, then its available alternatives in the order given, or the words saying
 * there are none. The dialog adds its sort control (`sort`) and, while alternatives still arrive, says so (`pending`).
 */
export function SearchAnswerView(props: {
  searched: DomainResult;
  suggestions: DomainSuggestion[];
  demo?: boolean | undefined;
  words: ResultWords;
  action?: RowAction | undefined;
  sort?: ReactNode;
  pending?: ReactNode;
}) {
  const { searched, suggestions, demo, words, action, sort, pending } = props;
  return (
    <>
      {demo && <DemoNote words={words} />}
      <h3>{words.resultTitle}</h3>
      <DomainResultList items={[searched]} words={words} action={action} />
      <div className="results-tools">
        <h3>{words.suggestionsTitle}</h3>
        {sort}
      </div>
      {suggestions.length > 0 && (
        <DomainResultList
          items={suggestions.map((s) => ({ ...s, status: 'available' as const }))}
          words={words}
          action={action}
        />
      )}
      <div aria-live="polite">
        {pending ??
          (suggestions.length === 0 && searched.status !== 'available' && (
            <p className="results-empty">{words.empty}</p>
          ))}
      </div>
    </>
  );
}

/**
 * A bulk search's answers: every name in the order typed, refused with its rule or with its status. A name with no
 * answer is being checked while the search `running`, else unknown for want of time (the search ended, or its stream
 * was cut, before its answer came).
 */
export function BulkAnswerView(props: {
  names: BulkName[];
  results: Readonly<Record<string, DomainResult>>;
  running?: boolean;
  demo?: boolean | undefined;
  words: ResultWords;
  action?: RowAction | undefined;
}) {
  const { names, results, running = false, demo, words, action } = props;
  return (
    <>
      {demo && <DemoNote words={words} />}
      {names.length > 0 && (
        <ul className="domain-list" data-cart={action ? '' : undefined}>
          {names.map((name, i) => {
            if (name.error) return <InvalidRow key={`invalid:${i}`} name={name} />;
            const domain = name.domain ?? name.input;
            const item: DomainItem = results[domain] ?? {
              domain,
              status: running ? 'checking' : 'unknown',
              price: 0,
              reason: 'timeout',
            };
            return <Row key={domain} item={item} words={words} action={action} />;
          })}
        </ul>
      )}
    </>
  );
}
