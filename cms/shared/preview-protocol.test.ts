import { describe, expect, it } from 'vitest';
import { isFrameMessage, issueLine, isUpdate, SOURCE } from './preview-protocol.ts';

const update = { source: SOURCE, kind: 'update', seq: 1, file: 'products/shared.yaml', type: 'products', data: {} };

describe('the live preview messages', () => {
  it.each([
    [update, true],
    [{ ...update, body: 'text' }, true],
    [{ ...update, source: 'other' }, false],
    [{ ...update, data: null }, false],
    [{ ...update, body: 3 }, false],
    [{ ...update, seq: '1' }, false],
    ['update', false],
    [null, false],
  ])('isUpdate(%j) is %s', (message, expected) => {
    expect(isUpdate(message)).toBe(expected);
  });

  it.each([
    [{ source: SOURCE, kind: 'ready' }, true],
    [{ source: SOURCE, kind: 'shown', seq: 2, path: '/', server: 1, total: 2 }, true],
    [{ source: SOURCE, kind: 'invalid', seq: 2, issues: [] }, true],
    [{ source: SOURCE, kind: 'shown' }, false],
    [{ source: SOURCE, kind: 'update', seq: 1 }, false],
    [{ kind: 'ready' }, false],
  ])('isFrameMessage(%j) is %s', (message, expected) => {
    expect(isFrameMessage(message)).toBe(expected);
  });
});

describe('issueLine', () => {
  const file = 'products/shared.yaml';
  const issue = (at: string, field: string, message: string) => ({ file: at, field, message });

  it.each([
    [
      [issue('content/products/shared.yaml', 'plans[0].price', 'expected a number')],
      'plans[0].price: expected a number',
    ],
    [[issue('content/products/shared.yaml', '', 'is not valid'), issue('x', 'y', 'z')], 'is not valid (and 1 more)'],
    [
      [issue('content/pages/home.yaml', 'sections[2].product', 'names no product')],
      'content/pages/home.yaml: sections[2].product: names no product',
    ],
    [[], 'The preview cannot show this document.'],
  ])('says %j as %j', (issues, expected) => {
    expect(issueLine(issues, file)).toBe(expected);
  });
});
