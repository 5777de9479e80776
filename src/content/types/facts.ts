import { z } from 'zod';
import { singleton, type SingletonType } from '../define.ts';
import { text } from '../fields.ts';
import { FACT_TOPICS } from '../fact-claims.ts';

/** content/facts.yaml: figures the site states in several places, declared once; copy writes {name} for them. */
const schema = z.strictObject({
  facts: z
    .array(
      z.strictObject({
        name: z
          .string()
          .regex(/^[a-z][A-Za-z0-9]*$/, { error: 'expected a name in camelCase, e.g. uptimeGuarantee' })
          .describe('What copy writes between braces to show the value: {uptimeGuarantee}'),
        value: text.describe('The figure as every page shows it, e.g. "99.9%", "30" or "12,000+"'),
        topic: z
          .enum(FACT_TOPICS)
          .describe('What the figure is about; copy that states such a figure as text instead of {name} is refused'),
        means: text.describe('What the figure is, for whoever changes it: a promise, a measurement, and over what'),
      }),
    )
    .min(1)
    .describe('Each figure once, with its meaning'),
});

export const facts: SingletonType<typeof schema> = singleton({
  schemaName: 'facts',
  file: 'facts.yaml',
  schema,
  check: ({ facts: { facts: list, _meta } }) =>
    list.flatMap(({ name }, i) =>
      list.findIndex((other) => other.name === name) < i
        ? [
            {
              file: _meta.file,
              field: `facts[${i}].name`,
              message: `"${name}" is declared twice; give each fact its own name`,
            },
          ]
        : [],
    ),
});
