import type { Loaded } from '../content/bodies.ts';
import type { ResolvedPage } from '../assembly/resolve.ts';
import type { SectionType } from '../sections/definitions.ts';
import { hydrates, type AnySectionComponent } from '../sections/registry.ts';
import { Island } from '../ui/Island.tsx';
import { KeptHtml } from '../ui/KeptHtml.tsx';

/** The components a page shows, loaded by its route before it renders. */
export type SectionComponents = Partial<Record<SectionType, AnySectionComponent>>;

/** Every page: its sections, top to bottom, each rendered by its component. */
export default function PageView({ page, components }: { page: Loaded<ResolvedPage>; components: SectionComponents }) {
  return (
    <>
      {page.sections.map((section, i) => {
        const Section = components[section.type];
        if (!Section)
          throw new Error(`The ${section.type} section of ${page.path} was rendered before its component loaded`);
        const key = `${section.type}-${i}`;
        return hydrates(section) ? (
          <Island key={key} name={`${section.type} section`}>
            <Section section={section} />
          </Island>
        ) : (
          <KeptHtml key={key} id={String(i)}>
            <Section section={section} />
          </KeptHtml>
        );
      })}
    </>
  );
}
