// Run by cms/team/drafts/recovery.test.ts as a service to be killed: saves into a draft in a loop and prints each commit it made.
import { readYaml } from '../local-api/yaml-edit.ts';
import { openDrafts } from '../team/drafts/index.ts';
import { ada, SHARED, type Product } from './people.ts';

const [remote = '', dir = '', slug = ''] = process.argv.slice(2);
const service = await openDrafts({ remote, dir });
for (let n = 1; ; n++) {
  const product = readYaml((await service.read(slug, SHARED)) ?? '') as Product;
  product.plans[0]!.price = 1000 + n + Math.floor(Math.random() * 1000);
  const result = await service.save(slug, SHARED, { data: product }, ada);
  if (result.saved) process.stdout.write(`committed ${result.commit}\n`);
}
