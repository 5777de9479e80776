// The JSON Schema the editor's form is generated from: the type's zod schema, plus what the form needs to show each
// field the way a marketer thinks of it. The extra keys start with x- (JSON Schema ignores them):
//   x-money    the field holds US cents (src/content/fields.ts `cents`): the form shows and takes dollars;
//   x-default  what a missing value means: the form shows it, and writes nothing unless the marketer changes it;
//   x-choices  the field names other content (a menu group, a product…): the form offers those as a list;
//   x-long     prose: a text area.
import { z } from 'zod';
import { cents } from '../../src/content/fields.ts';
import { defaultText, humanize, moneyDescription, plainDescription } from '../shared/form-words.ts';
import { referenceAt } from './references.ts';

type Node = Record<string, unknown>;
const PROSE = /^(description|answer|excerpt|subtitle|text|intro|summary|quote|content|lead|note|blurb)$/;

/** Whether a zod schema is `cents` or made from it (`cents.describe(…)`: zod keeps the original as its parent). */
function isMoney(schema: unknown): boolean {
  for (let s = schema as { _zod?: { parent?: unknown } } | undefined; s; s = s._zod?.parent as typeof s)
    if (s === cents) return true;
  return false;
}

export function toFormSchema(type: string, schema: z.ZodType): Node {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (isMoney(zodSchema)) (jsonSchema as Node)['x-money'] = true;
    },
  });
  return prepare(json, { type, path: '', name: '' }) as Node;
}

interface Where {
  /** The content type, or "section <type>" inside a section */
  type: string;
  /** The field's path from there: "menu.group", "plans[].name" */
  path: string;
  /** The property name, if the node is a property */
  name: string;
}

function constType(node: Node): unknown {
  const own = (node.properties as Record<string, Node> | undefined)?.type?.const;
  if (own !== undefined) return own;
  // A union inside the union (the kinds of a form section), whose choices all have one type.
  const types = new Set(((node.oneOf ?? node.anyOf ?? []) as Node[]).map(constType));
  return types.size === 1 ? [...types][0] : undefined;
}

function prepare(node: unknown, where: Where): unknown {
  if (Array.isArray(node)) return node.map((n) => prepare(n, where));
  if (!node || typeof node !== 'object') return node;
  const { default: fallback, $schema: _schema, description, ...rest } = node as Node;
  const out: Node = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'properties') {
      const properties: Node = {};
      for (const [name, property] of Object.entries(value as Node)) {
        const path = where.path ? `${where.path}.${name}` : name;
        properties[name] = prepare(property, { ...where, path, name });
      }
      out.properties = properties;
    } else if (key === 'items' || key === 'additionalProperties') {
      out[key] = prepare(value, { ...where, path: `${where.path}[]`, name: '' });
      // Said once by the list, not again under each of its values.
      if (key === 'additionalProperties') delete (out[key] as Node).description;
    } else if (key === 'oneOf' || key === 'anyOf') {
      const options = (value as Node[]).map((option) => {
        const section = constType(option);
        return prepare(
          option,
          typeof section === 'string' ? { type: `section ${section}`, path: '', name: '' } : where,
        );
      });
      out[key] = nameChoices(options as Node[]);
    } else out[key] = value;
  }
  describe(out, description as string | undefined, fallback);
  if (where.name && out.title === undefined) out.title = humanize(where.name);
  // Help that only says the label again says nothing.
  if (typeof out.description === 'string' && out.description.toLowerCase() === String(out.title).toLowerCase())
    delete out.description;
  const section = constType(out);
  if (typeof section === 'string' && out.title === undefined) out.title = humanize(section);
  // Said on the union itself too, so that the form can tell a section's kind by its type without trying each.
  if (typeof section === 'string' && !out.properties)
    out.properties = { type: { type: 'string', const: section, title: 'Type' } };
  const choices = referenceAt(where.type, where.path);
  if (choices) out['x-choices'] = choices;
  if (out.type === 'string' && !out.enum && PROSE.test(where.name)) out['x-long'] = true;
  // A union of sections picks its form by the `type` field, instead of trying every kind of section on the data.
  const options = (out.oneOf ?? out.anyOf) as Node[] | undefined;
  if (options?.length && options.every((o) => typeof constType(o) === 'string'))
    out.discriminator = { propertyName: 'type' };
  return out;
}

/** Choices that share a type (the kinds of a form section) are named by the fixed value that tells them apart. */
function nameChoices(options: Node[]): Node[] {
  if (new Set(options.map((o) => o.title)).size === options.length) return options;
  return options.map((option) => {
    const properties = Object.entries((option.properties ?? {}) as Record<string, Node>);
    const [, own] = properties.find(([name, p]) => name !== 'type' && typeof p.const === 'string') ?? [];
    return own ? { ...option, title: humanize(own.const as string) } : option;
  });
}

/** The help under a field, and its default: told, not filled in, so the form never writes a field the file lacks. */
function describe(out: Node, description: string | undefined, fallback: unknown) {
  const words = out['x-money'] ? moneyDescription(description) : description;
  let help = plainDescription(words);
  if (fallback !== undefined) {
    const scalar = fallback === null || typeof fallback !== 'object';
    if (scalar) out['x-default'] = fallback;
    const text = scalar ? undefined : defaultText(fallback);
    if (text) help = `${help ? `${help.replace(/\.$/, '')}. ` : ''}Left out, it is ${text}.`;
  }
  if (help) out.description = help;
}
