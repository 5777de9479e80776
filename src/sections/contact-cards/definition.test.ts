import { describe, expect, it } from 'vitest';
import { reportFor } from '../../../tests/helpers/content-report.ts';

describe('the contact cards', () => {
  it("refuse an email or phone card whose own value disagrees with the company's, naming the file and the card", async () => {
    const fields: string[] = [];
    const report = await reportFor((f) =>
      f.editYaml('pages/contact.yaml', (d) => {
        const sections = (d.toJS() as { sections: { type: string; items?: { kind: string }[] }[] }).sections;
        const at = sections.findIndex((s) => s.type === 'contactCards');
        const card = (kind: string) => sections[at]?.items?.findIndex((c) => c.kind === kind) ?? -1;
        const [email, phone] = [card('email'), card('phone')];
        if (at < 0 || email < 0 || phone < 0) throw new Error('the contact page has no email and phone cards');
        d.setIn(['sections', at, 'items', email, 'value'], 'help@nimbushost.example');
        d.setIn(['sections', at, 'items', phone, 'value'], '+1 (888) 646-0000');
        fields.push(`sections[${at}].items[${email}]`, `sections[${at}].items[${phone}]`);
      }),
    );
    expect(report).toContain(
      `content/pages/contact.yaml\n  ${fields[0]}: expected what site.yaml organization declares`,
    );
    expect(report).toContain(`  ${fields[1]}: expected what site.yaml organization declares`);
  });
});
