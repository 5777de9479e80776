// The look of the domain search's results (DomainResults.tsx, SearchFailure.tsx): one css block, by class names and
// data-status, that every place showing them includes in its own styled wrapper: the results dialog's body, the bulk
// search's answers, and the page's ServerResults frame. The frame is in the prerendered /domains page, so these rules
// are in its stylesheet (whose hash the page's CSP lists) when the server renders the results into it without
// JavaScript; in the browser the dialog's wrapper brings the same rules. Rows sit on `--results-row` (the page's
// background by default; a wrapper on the page's own background sets the surface colour).
import { css } from 'styled-components';

/** A list this wide has room for the domain beside fixed status, price and action columns. */
const WIDE = '@container domain-results (min-width: 600px)';

// Marked pure (a tagged template cannot be), so that a module importing it for the server alone (ServerResults.tsx)
// does not bring it to the browser.
export const resultsStyle = /* @__PURE__ */ (() => css`
  h3 {
    margin: 0 0 10px;
    font-size: 1rem;
    color: var(--muted);
  }
  .domain-list + h3 {
    margin-top: 24px;
  }
  .demo-note {
    margin: 0 0 16px;
    padding: 8px 12px;
    border: 1px dashed var(--border);
    border-radius: 12px;
    color: var(--muted);
    font-size: 0.95rem;
  }
  .results-tools {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px 16px;
    margin: 24px 0 10px;
  }
  .results-tools h3 {
    margin: 0;
  }
  .results-empty {
    margin: 0;
    color: var(--muted);
  }

  .domain-list {
    container: domain-results / inline-size;
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  /* Every row of every list has the same fixed columns, so statuses and prices (and the dialog's cart buttons) line
     up down the list, the searched domain above and the alternatives below included. Narrow: the domain on its own
     line, then the status and the price (and a cart icon button). A taken domain has only its status. */
  .domain-row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 6rem;
    grid-template-areas: 'domain domain' 'status price';
    align-items: center;
    gap: 6px 12px;
    padding: 12px 14px;
    border: 1px solid var(--border);
    border-radius: 12px;
    background: var(--results-row, var(--bg));
    ${WIDE} {
      grid-template-columns: minmax(0, 1fr) 9rem 6.5rem;
      grid-template-areas: 'domain status price';
      gap: 8px 16px;
      padding: 12px 16px;
    }
  }
  .domain-list[data-cart] .domain-row {
    grid-template-columns: minmax(0, 1fr) 6rem 44px;
    grid-template-areas: 'domain domain domain' 'status price action';
    ${WIDE} {
      grid-template-columns: minmax(0, 1fr) 9rem 6.5rem 8.5rem;
      grid-template-areas: 'domain status price action';
    }
  }
  .domain-name {
    grid-area: domain;
    overflow-wrap: anywhere;
  }
  .domain-status {
    grid-area: status;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 700;
    color: var(--muted);
    svg {
      flex: none;
    }
  }
  [data-status='available'] .domain-status {
    color: var(--success);
  }
  [data-status='taken'] .domain-status,
  [data-status='invalid'] .domain-status {
    color: var(--danger);
  }
  /* A refused name's rule takes the status, price and cart columns. */
  [data-status='invalid'] .domain-status {
    grid-column: status-start / -1;
  }
  .domain-price {
    grid-area: price;
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    white-space: nowrap;
  }
  /* Why a domain could not be checked: a line of its own under the status, across the empty price and cart columns. */
  .domain-why {
    grid-column: status-start / -1;
    color: var(--muted);
    font-size: 0.9rem;
  }
  /* Narrow rows show the cart (or the order link) as an icon (its words stay its accessible name); wide rows show
     the words. */
  .domain-action {
    grid-area: action;
    display: grid;
    .cart-toggle {
      display: grid;
    }
    button,
    .order-link {
      min-height: 44px;
      padding: 0;
      white-space: nowrap;
    }
    /* The server's link to the order system (no cart without JavaScript), drawn as the secondary button. */
    .order-link {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: 8px;
      border: 2px solid var(--border);
      border-radius: 10px;
      color: var(--text);
      font-weight: 700;
      text-decoration: none;
      &:hover {
        border-color: var(--accent);
      }
    }
    .cart-label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    ${WIDE} {
      button,
      .order-link {
        min-height: 40px;
        padding: 6px 12px;
      }
      .cart-label {
        position: static;
        width: auto;
        height: auto;
        clip-path: none;
      }
      svg {
        display: none;
      }
    }
  }

  /* A refused term (SPEC §5) is the visitor's to correct: the rule it breaks, marked as an error. */
  .search-refusal {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    margin: 0;
    color: var(--danger);
    svg {
      flex: none;
      margin-top: 0.2em;
    }
  }
  /* A failed search (SearchFailure) is no fault of the visitor's: calm, the text in the page's colours with an info
     mark, then the ways on as a short list. */
  .search-failure {
    [role='alert'] {
      display: flex;
      align-items: flex-start;
      gap: 10px;
      margin: 0;
      padding: 12px 14px;
      border: 1px solid var(--border);
      border-radius: 12px;
      background: var(--results-row, var(--bg));
    }
    [role='alert'] svg {
      flex: none;
      margin-top: 0.2em;
      color: var(--accent);
    }
    h3 {
      margin: 20px 0 10px;
    }
    ul {
      display: grid;
      justify-items: start;
      gap: 12px;
      margin: 0;
      padding: 0;
      list-style: none;
    }
  }
`)();
