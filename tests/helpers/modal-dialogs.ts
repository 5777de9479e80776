// jsdom has no modal dialogs: for the tests of a describe block (or a file), opening and closing set the `open`
// attribute, as a browser's showModal() and close() do.
import { afterAll, beforeAll } from 'vitest';

export function withModalDialogs(): void {
  const dialog = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;
  beforeAll(() => {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialog.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterAll(() => {
    delete dialog.showModal;
    delete dialog.close;
  });
}
