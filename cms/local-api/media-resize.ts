// What an upload is stored as: the image turned the way its camera meant it and, when it is larger than the library
// keeps (media-limits.ts LIMITS, in pixels or in bytes), made smaller to fit, with a sentence saying so.
import sharp from 'sharp';
import { LIMITS, MAX_PIXELS, megabytes, sizeText } from '../shared/media-limits.ts';
import type { UploadType } from './media-files.ts';

type Encoders = Record<UploadType, (image: sharp.Sharp) => sharp.Sharp>;

/** As sent, only turned: near-lossless, and without the camera's data. */
const UPRIGHT: Encoders = {
  'image/png': (image) => image.png(),
  'image/jpeg': (image) => image.jpeg({ quality: 92, mozjpeg: true }),
  'image/webp': (image) => image.webp({ quality: 92 }),
  'image/avif': (image) => image.avif({ quality: 80 }),
};
/** Made smaller: still well above what the build encodes the site's copies at (src/build/image-assets.ts). */
const SMALLER: Encoders = {
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  // Without mozjpeg: 3 times as fast on a 24-megapixel photo (5.4 s against 18.5 s at load 20), 20 % larger.
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/webp': (image) => image.webp({ quality: 85 }),
  'image/avif': (image) => image.avif({ quality: 65 }),
};

export interface Stored {
  bytes: Buffer;
  width: number;
  height: number;
  /** Said to the marketer when the image was made smaller */
  resized?: string;
}

interface Checked {
  width: number;
  height: number;
  turned: boolean;
}

const decode = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();

/** The bytes to store for an upload that passed checkUpload (media-files.ts), or why it cannot be made to fit. */
export async function storedForm(
  bytes: Buffer,
  type: UploadType,
  checked: Checked,
): Promise<Stored | { error: string }> {
  const { width, height, turned } = checked;
  const longest = Math.max(width, height);
  if (longest <= LIMITS.maxSide && bytes.length <= LIMITS.bytes)
    return { bytes: turned ? await UPRIGHT[type](decode(bytes)).toBuffer() : bytes, width, height };

  // Fit the pixels first; if the bytes are still too many (a detailed PNG photo), shrink by what is over, and again.
  let scale = Math.min(1, LIMITS.maxSide / longest);
  for (let attempt = 0; attempt < 4; attempt++) {
    const box = { width: Math.round(width * scale), height: Math.round(height * scale) };
    const { data, info } = await SMALLER[type](decode(bytes).resize({ ...box, fit: 'inside' })).toBuffer({
      resolveWithObject: true,
    });
    if (data.length <= LIMITS.bytes) {
      const resized = `Resized from ${width} × ${height} to ${info.width} × ${info.height} px (${sizeText(bytes.length)} to ${sizeText(data.length)}), to fit the library’s limits of ${LIMITS.maxSide} px a side and ${megabytes(LIMITS.bytes)}.`;
      return { bytes: data, width: info.width, height: info.height, resized };
    }
    scale *= Math.sqrt(LIMITS.bytes / data.length) * 0.9;
    if (width * scale < LIMITS.minWidth) break;
  }
  return {
    error: `The image could not be made smaller than ${megabytes(LIMITS.bytes)}: save it as JPEG or WebP and upload it again.`,
  };
}
