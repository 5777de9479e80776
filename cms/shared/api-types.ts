// What the local API (cms/local-api/) answers the editor app (cms/editor/) with: a file's history, a field's
// choices, the images and who uses them, a document's data. Types only: the browser bundle imports them.
import type { Fact } from '../../src/content/facts.ts';
import type { PlanPrice } from '../../src/content/prices.ts';

export interface Change {
  commit: string;
  date: string;
  author: string;
  /** The message's first line */
  message: string;
  /** The rest: a published change lists each of its changes there */
  details: string;
}

/** Where a field's choices come from; "plans" are the open document's own plans, read by the form as it is. */
export type ChoiceSource = 'menuGroups' | 'blogCategories' | 'kbCategories' | 'products' | 'legal' | 'plans';

export interface Choice {
  value: string;
  label: string;
}

export type Choices = Partial<Record<Exclude<ChoiceSource, 'plans'>, Choice[]>> & {
  /** Every plan's price as its card shows it: the body editor's "Insert price" and its chips of {price:…} */
  prices?: PlanPrice[];
  /** The declared facts: the body editor's chips of their {name} slots */
  facts?: Pick<Fact, 'name' | 'value' | 'means'>[];
};

export interface ImageUser {
  /** The document's title, as the outline lists it */
  title: string;
  /** Its kind, as the outline lists it: "Blog posts" */
  kind: string;
}

export interface MediaItem {
  /** Path inside the content folder, as an image field holds it */
  path: string;
  name: string;
  /** Folder inside images/, '' for images/ itself */
  folder: string;
  width: number;
  height: number;
  bytes: number;
}

/** A file's data and, for MDX, its body. */
export interface DocumentData {
  data: Record<string, unknown>;
  body?: string;
}
