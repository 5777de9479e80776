import type { ComponentType } from 'react';
import type { ResolvedPage, ResolvedSection } from '../content/resolve';
import { sections } from '../sections/registry';

/** Every content page: its sections, top to bottom, each rendered by the registry. */
export default function PageView({ page }: { page: ResolvedPage }) {
  return (
    <>
      {page.sections.map((section, i) => {
        const Section = sections[section.type] as ComponentType<{ section: ResolvedSection }>;
        return <Section key={`${section.type}-${i}`} section={section} />;
      })}
    </>
  );
}
