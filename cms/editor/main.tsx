import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { shareStyleNonce } from './csp-nonce';
import { Root } from './Root';
import './editor.css';

shareStyleNonce();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
