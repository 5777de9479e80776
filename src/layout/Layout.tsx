import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { GlobalStyle } from '../ui/GlobalStyle';
import { DocumentMeta } from './DocumentMeta';
import { Footer } from './Footer';
import { Header } from './Header';

const Main = styled.main`
  padding-top: 68px;
  min-height: 60vh;
`;

export function Layout() {
  return (
    <>
      <GlobalStyle />
      <DocumentMeta />
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
