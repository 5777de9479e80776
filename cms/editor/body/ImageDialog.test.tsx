// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_CAP } from '../../shared/media-limits.ts';
import { BodyEditor } from './BodyEditor.tsx';

const body = '\nA paragraph.\n';

async function openDialog(uploadImage?: (file: File) => Promise<string>, chooseImage?: () => Promise<string | null>) {
  const onChange = vi.fn<(next: string) => void>();
  render(
    <BodyEditor
      value={body}
      onChange={onChange}
      label="Text"
      components={[]}
      uploadImage={uploadImage}
      chooseImage={chooseImage}
    />,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Insert image' }));
  return { onChange, user, dialog: await screen.findByRole('dialog', { name: 'Insert image' }) };
}

describe('the image dialog', () => {
  it('asks for alt text before inserting an image', async () => {
    const { onChange, user } = await openDialog();
    await user.type(screen.getByLabelText('Image address'), 'images/blog/chart.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Alt text')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Alt text')).toHaveAccessibleDescription(/cannot see it/);
    expect(onChange).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Alt text'), 'A rising chart');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('![A rising chart](images/blog/chart.png)')),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uploads a chosen file with uploadImage and uses the address it gives', async () => {
    const uploadImage = vi.fn(async (file: File) => `images/blog/${file.name}`);
    const { onChange, user } = await openDialog(uploadImage);
    await user.upload(screen.getByLabelText('Image file'), new File(['x'], 'photo.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText('Alt text'), 'Our team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('![Our team](images/blog/photo.png)')),
    );
    expect(uploadImage).toHaveBeenCalledOnce();
  });

  it('takes the address of an image chosen from those already stored', async () => {
    const { onChange, user } = await openDialog(undefined, async () => 'images/blog/existing.png');
    await user.click(screen.getByRole('button', { name: 'Choose an existing image' }));
    await waitFor(() => expect(screen.getByLabelText('Image address')).toHaveValue('images/blog/existing.png'));
    await user.type(screen.getByLabelText('Alt text'), 'A chart');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('![A chart](images/blog/existing.png)')),
    );
  });

  it('says so when the upload fails, and stays open', async () => {
    const { user } = await openDialog(() => Promise.reject(new Error('disk full')));
    await user.upload(screen.getByLabelText('Image file'), new File(['x'], 'photo.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText('Alt text'), 'Our team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload failed: disk full');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a file over the upload cap as soon as it is chosen, naming the cap, and uploads nothing', async () => {
    const uploadImage = vi.fn(async (file: File) => `images/blog/${file.name}`);
    const { user } = await openDialog(uploadImage);
    const file = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(file, 'size', { value: UPLOAD_CAP + 1 });
    await user.upload(screen.getByLabelText('Image file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(`larger than ${UPLOAD_CAP / 1024 / 1024} MB`);
    await user.type(screen.getByLabelText('Alt text'), 'A beach');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('asks for the alt text of an image pasted into the text', async () => {
    const onChange = vi.fn<(next: string) => void>();
    const uploadImage = vi.fn(async (file: File) => `images/blog/${file.name}`);
    render(<BodyEditor value={body} onChange={onChange} label="Text" components={[]} uploadImage={uploadImage} />);
    const user = userEvent.setup();
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await user.click(text);
    const file = new File(['x'], 'shot.png', { type: 'image/png' });
    const item = { kind: 'file', type: 'image/png', getAsFile: () => file };
    await user.paste({ items: [item], files: [file], types: ['Files'], getData: () => '' } as unknown as DataTransfer);
    const dialog = await screen.findByRole('dialog', { name: 'Edit image' });
    expect(uploadImage).toHaveBeenCalledOnce();
    await user.type(screen.getByLabelText('Alt text'), 'A screenshot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('![A screenshot](images/blog/shot.png)')),
    );
    expect(dialog).not.toBeInTheDocument();
  });
});
