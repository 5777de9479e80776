import { z } from 'zod';
import { text } from '../../content/fields.ts';

export const stat = z.strictObject({
  value: text.describe('The figure as shown, e.g. "99.9%"'),
  label: text.describe('What the figure means, e.g. "Uptime"'),
});
