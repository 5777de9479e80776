import fontUrl from 'virtual:font';
import { useEffect } from 'react';
import { preload } from 'react-dom';
import { Outlet } from 'react-router';
import styled, { css, keyframes } from 'styled-components';
import site from 'virtual:content/site';
import { whenPageHydrated } from '../ui/hydration-progress.ts';
import { Island } from '../ui/Island.tsx';
import { WordsProvider } from '../ui/words.tsx';
import { FontFaces } from '../ui/FontFaces.tsx';
import { GlobalStyle } from '../ui/GlobalStyle.tsx';
import { Footer } from './Footer.tsx';
import { HEADER_HEIGHT } from '../ui/theme.ts';
import { Header } from './Header.tsx';
import { LoadingOverlay, useRouteTransition } from './RouteTransition.tsx';
import { ScrollTopButton } from './ScrollTopButton.tsx';
import { useStaticLinks } from './static-links.ts';
import { replayEarlySubmits } from './early-submits.ts';
import { SearchFromAddress } from '../features/domain-search/SearchFromAddress.tsx';

const enter = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

const Main = styled.main<{ $transitioning: boolean }>`
  padding-top: ${HEADER_HEIGHT}px;
  min-height: 60vh;
  ${(p) =>
    p.$transitioning &&
    css`
      animation: ${enter} 0.4s ease-out;
    `}
`;
const Skip = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: 200;
  padding: 10px 16px;
  border-radius: 8px;
  background: var(--accent);
  color: var(--on-accent);
  &:focus {
    top: 12px;
  }
`;

export function Layout() {
  preload(fontUrl, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  // Says when the page has hydrated, shell and islands: routes.tsx loads every section component from then on,
  // end-to-end tests wait for it before they use a form, and the hydration bench reads the mark.
  useEffect(
    () =>
      whenPageHydrated(() => {
        document.documentElement.dataset.hydrated = '';
        performance.mark('hydrated');
        replayEarlySubmits();
      }),
    [],
  );
  useStaticLinks();
  const transitioning = useRouteTransition();
  return (
    <WordsProvider value={site.ui}>
      <FontFaces fontUrl={fontUrl} />
      <GlobalStyle />
      <Skip href="#main">{site.ui.skipToContent}</Skip>
      <Header />
      <Main id="main" tabIndex={-1} $transitioning={transitioning} data-transitioning={transitioning || undefined}>
        <Outlet />
      </Main>
      <Island name="scroll to top">
        <ScrollTopButton />
      </Island>
      <Footer />
      <Island name="search from the address">
        <SearchFromAddress />
      </Island>
      {transitioning && <LoadingOverlay />}
    </WordsProvider>
  );
}
