import { describe, expect, it } from 'vitest';
import { CV_ACCEPT, MAX_CV_BYTES, isAcceptableCv } from './cv-file.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('a CV file', () => {
  it('is a PDF or a DOCX, by its extension and by the media type the browser gives', () => {
    expect(isAcceptableCv(file('cv.pdf', 1000, PDF))).toBe(true);
    expect(isAcceptableCv(file('CV.DOCX', 1000, DOCX))).toBe(true);
    // Some systems give no media type, or a generic one, for a .docx.
    expect(isAcceptableCv(file('cv.docx', 1000, ''))).toBe(true);
    expect(isAcceptableCv(file('cv.docx', 1000, 'application/octet-stream'))).toBe(true);
  });

  it('is refused as any other kind of file, or one whose media type contradicts its name', () => {
    expect(isAcceptableCv(file('cv.doc', 1000, 'application/msword'))).toBe(false);
    expect(isAcceptableCv(file('cv.txt', 1000, 'text/plain'))).toBe(false);
    expect(isAcceptableCv(file('cv', 1000, PDF))).toBe(false);
    expect(isAcceptableCv(file('setup.exe.pdf', 1000, 'application/x-msdownload'))).toBe(false);
    expect(isAcceptableCv(file('cv.pdf', 1000, DOCX))).toBe(false);
  });

  it('holds at most 5 MB, and something', () => {
    expect(MAX_CV_BYTES).toBe(5 * 1024 * 1024);
    expect(isAcceptableCv(file('cv.pdf', MAX_CV_BYTES, PDF))).toBe(true);
    expect(isAcceptableCv(file('cv.pdf', MAX_CV_BYTES + 1, PDF))).toBe(false);
    expect(isAcceptableCv(file('cv.pdf', 0, PDF))).toBe(false);
  });

  it('is missing when nothing was chosen', () => {
    expect(isAcceptableCv('')).toBe(false);
    expect(isAcceptableCv(undefined)).toBe(false);
  });

  it('is offered by the file picker with the same extensions and types', () => {
    expect(CV_ACCEPT.split(',').sort()).toEqual(['.docx', '.pdf', DOCX, PDF].sort());
  });
});
