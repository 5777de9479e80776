import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { exportJsonSchemas } from '../../scripts/export-json-schemas.ts';
import { root } from '../helpers/content-fixture.ts';

it('exports a JSON Schema per content type that an editor can complete and check prices with', async () => {
  const dir = path.join(root, '.tmp/json-schemas');
  rmSync(dir, { recursive: true, force: true });
  const files = await exportJsonSchemas(dir);
  expect(files.map((f) => path.basename(f)).sort()).toContain('product.schema.json');
  const product = JSON.parse(readFileSync(path.join(dir, '.schemas/product.schema.json'), 'utf8'));
  expect(product.required).toEqual(expect.arrayContaining(['name', 'sections', 'plans', 'featureKeys']));
  expect(product.additionalProperties).toBe(false);
  const price = product.properties.plans.items.properties.price;
  expect(price.type).toBe('integer');
  expect(price.description).toMatch(/cents/);
  const settings = JSON.parse(readFileSync(path.join(root, '.vscode/settings.json'), 'utf8'));
  expect(settings['yaml.schemas']['./.schemas/product.schema.json']).toBe('content/products/*.yaml');
});
