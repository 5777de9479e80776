// What a CV attached to a job application may be: a PDF or a Word (.docx) file of up to 5 MB. The browser checks it
// before anything is sent; the server checks it again when a form is posted without JavaScript (the browser's check
// can be bypassed).

/** 5 MB, as the forms' hint says (content/pages/careers-*.yaml). */
export const MAX_CV_BYTES = 5 * 1024 * 1024;

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The file input's accept attribute: the extensions and their media types. */
export const CV_ACCEPT = Object.entries(TYPES).flat().join(',');

/** What the forms keep of a chosen file: never its bytes. */
export interface FileInfo {
  name: string;
  size: number;
  type: string;
}

export const isFileInfo = (value: unknown): value is FileInfo =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileInfo).name === 'string' &&
  typeof (value as FileInfo).size === 'number' &&
  typeof (value as FileInfo).type === 'string';

/**
 * A PDF or DOCX of 1 byte to 5 MB. The type is judged by the name's extension and, when the browser gives one, the
 * media type must agree with it (a renamed .exe reports its own type; some systems report none for .docx).
 */
export function isAcceptableCv(file: unknown): boolean {
  if (!isFileInfo(file) || file.size <= 0 || file.size > MAX_CV_BYTES) return false;
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  const expected = TYPES[extension];
  return (
    expected !== undefined && (file.type === '' || file.type === 'application/octet-stream' || file.type === expected)
  );
}
