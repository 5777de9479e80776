import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// React Testing Library only where there is a DOM to render into (the component tests' jsdom): loading it in every
// node test file took a tenth of a second or more apiece.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
