import { KeptHtml } from '../ui/KeptHtml.tsx';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Container } from '../ui/layout.ts';
import { media } from '../ui/theme.ts';
import { Island } from '../ui/Island.tsx';
import { FooterColumn, LinkList } from './FooterColumn.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { SocialLinks } from './SocialLinks.tsx';

// --section-height: about how tall it is before it is laid out (ui/GlobalStyle.tsx), measured at 375, 768 and
// 1280 px (on a phone its link lists folded).
const Wrap = styled.footer`
  --section-height: 680px;
  ${media.md} {
    --section-height: 560px;
  }
  ${media.desktop} {
    --section-height: 320px;
  }
  padding: 56px 0 32px;
  ${media.phone} {
    padding: 32px 0 24px;
  }
  background: var(--surface);
  border-top: 1px solid var(--border);
  color: var(--muted);
  h2 {
    font-size: 1rem;
    color: var(--text);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  a {
    color: var(--muted);
    text-decoration: none;
  }
  a:hover {
    color: var(--text);
    text-decoration: underline;
  }
`;
// Below the tablet width, one column: the brand, the link lists folded one under the other (FooterColumn.tsx), the
// newsletter. The grid's items are the children of its display: contents wrappers, KeptHtml and Island.
const Columns = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;
    > [data-static] > div {
      margin-bottom: 20px;
    }
    > [data-island] > * {
      margin-top: 24px;
    }
  }
`;
const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 16px;
  margin-top: 40px;
  padding-top: 24px;
  border-top: 1px solid var(--border);
  ${media.phone} {
    gap: 8px 16px;
    margin-top: 24px;
    padding-top: 20px;
  }
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
  }
`;

export function Footer() {
  const { footer } = site;
  return (
    <Wrap>
      <Container>
        <Columns>
          {/* Links and words only, the same on every page: kept as the server HTML (ui/KeptHtml.tsx). */}
          <KeptHtml id="footer links">
            <div>
              <h2>{site.name}</h2>
              <p>{footer.blurb}</p>
              <SocialLinks />
            </div>
            {footer.columns.map((column) => (
              <FooterColumn key={column.title} {...column} />
            ))}
          </KeptHtml>
          <Island name="newsletter">
            <NewsletterForm />
          </Island>
        </Columns>
        <Bottom>
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {site.name}. {footer.copyright}
          </p>
          <KeptHtml id="footer legal">
            <nav aria-label="Legal">
              <LinkList links={footer.legal} />
            </nav>
          </KeptHtml>
        </Bottom>
      </Container>
    </Wrap>
  );
}
