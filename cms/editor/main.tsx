import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { shareStyleNonce } from './csp-nonce.ts';
import { Root } from './Root.tsx';
import './editor.css';

shareStyleNonce();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
