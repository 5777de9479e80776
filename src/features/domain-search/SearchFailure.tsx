import { Fragment, type ReactNode } from 'react';
import { TextLink } from '../../ui/TextLink.tsx';
import { SEARCH_PAGE, SEARCH_PARAM } from './contract.ts';

export interface FailureWords {
  errorIntro: string;
  failure: { title: string; otherExtensions: string; links: { label: string; href: string }[] };
}

/** The same name with up to `count` other extensions of `extensions`, in their order: searches that may still work. */
export function otherExtensions(domain: string, extensions: readonly string[], count = 3): string[] {
  const dot = domain.indexOf('.');
  if (dot < 1) return [];
  const [name, own] = [domain.slice(0, dot), domain.slice(dot + 1)];
  return extensions
    .filter((extension) => extension !== own)
    .slice(0, count)
    .map((extension) => `${name}.${extension}`);
}

/** The domain page searching for `domain`: a link any page can follow, with or without JavaScript. */
export const searchFor = (domain: string) => `${SEARCH_PAGE}?${new URLSearchParams({ [SEARCH_PARAM]: domain })}`;

/**
 * A search no provider could answer: the spec's failure text and the error (SPEC §8), then the ways on: run it again,
 * the same name with other extensions, and the content's links. Plain markup, styled by results-style.ts, that the
 * results dialog renders and the server renders as it is for a page without JavaScript (src/server/search-page.tsx).
 */
export function SearchFailure(props: {
  message: string;
  alternatives: string[];
  words: FailureWords;
  /** The dialog's Retry button, or a link to the same search on the server's page */
  retry: ReactNode;
  icon?: ReactNode;
}) {
  const { message, alternatives, words, retry, icon } = props;
  return (
    <div className="search-failure">
      <p role="alert">
        {icon}
        <span>{`${words.errorIntro} ${message}`}</span>
      </p>
      <h3>{words.failure.title}</h3>
      <ul>
        <li>{retry}</li>
        {alternatives.length > 0 && (
          <li>
            {words.failure.otherExtensions}{' '}
            {alternatives.map((domain, i) => (
              <Fragment key={domain}>
                {i > 0 && ', '}
                <TextLink href={searchFor(domain)}>{domain}</TextLink>
              </Fragment>
            ))}
          </li>
        )}
        {words.failure.links.map((link) => (
          <li key={link.href}>
            {/* A place on a page (/domains#bulk-search) is loaded as a document, which the browser opens at that
                place; the router's navigation would start at the top of the page. */}
            {link.href.includes('#') ? (
              <a href={link.href}>{link.label}</a>
            ) : (
              <TextLink href={link.href}>{link.label}</TextLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
