import type { ComponentType } from 'react';
import type { ResolvedPage, ResolvedSection } from '../content/resolve';
import type { LoadedSections } from '../sections/registry';

/** Every content page: its sections, top to bottom, each rendered by its (already loaded) component. */
export default function PageView({ page, components }: { page: ResolvedPage; components: LoadedSections }) {
  return (
    <>
      {page.sections.map((section, i) => {
        const Section = components[section.type] as ComponentType<{ section: ResolvedSection }> | undefined;
        if (!Section)
          throw new Error(`The ${section.type} section of ${page.path} was rendered before its component loaded`);
        return <Section key={`${section.type}-${i}`} section={section} />;
      })}
    </>
  );
}
