import type { Loaded } from '../content/bodies.ts';
import type { ResolvedPage } from '../assembly/resolve.ts';
import type { SectionType } from '../sections/definitions.ts';
import { hydrates, hydratesOnTouch, type AnySectionComponent } from '../sections/registry.ts';
import type { SectionSize } from '../sections/sizes.ts';
import styled, { css } from 'styled-components';
import { Island } from '../ui/Island.tsx';
import { KeptHtml } from '../ui/KeptHtml.tsx';
import { media } from '../ui/theme.ts';

/** The components a page shows, loaded by its route before it renders. */
export type SectionComponents = Partial<Record<SectionType, AnySectionComponent>>;

// The section's height before it is laid out (ui/GlobalStyle.tsx reads it): a phone's, a tablet's (its own, or
// between the two), a laptop's. Its wrapper is display: contents, and the section inherits the variable.
const sized = css<{ $size: SectionSize }>`
  --section-height: ${(p) => p.$size.phone}px;
  ${media.md} {
    --section-height: ${(p) => p.$size.tablet ?? Math.round((p.$size.phone + p.$size.wide) / 2)}px;
  }
  ${media.desktop} {
    --section-height: ${(p) => p.$size.wide}px;
  }
`;
const SizedIsland = styled(Island)<{ $size: SectionSize }>`
  ${sized}
`;
const SizedHtml = styled(KeptHtml)<{ $size: SectionSize }>`
  ${sized}
`;

/** Every page: its sections, top to bottom, each rendered by its component. */
export default function PageView({ page, components }: { page: Loaded<ResolvedPage>; components: SectionComponents }) {
  return (
    <>
      {page.sections.map((section, i) => {
        const Section = components[section.type];
        if (!Section)
          throw new Error(`The ${section.type} section of ${page.path} was rendered before its component loaded`);
        const key = `${section.type}-${i}`;
        const size = page.sizes[i];
        if (!size) throw new Error(`The ${section.type} section of ${page.path} has no size`);
        return hydrates(section) ? (
          <SizedIsland
            key={key}
            name={`${section.type} section`}
            until={hydratesOnTouch(section) ? 'touch' : undefined}
            $size={size}
          >
            <Section section={section} />
          </SizedIsland>
        ) : (
          <SizedHtml key={key} id={String(i)} $size={size}>
            <Section section={section} />
          </SizedHtml>
        );
      })}
    </>
  );
}
