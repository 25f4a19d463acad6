import { inflateSync } from 'node:zlib';

/** What a drawn signature may be: a canvas's PNG (signature_pad gives 8-bit RGBA, not interlaced). */
export const DRAWN_SIGNATURE_LIMITS = { maxBytes: 512 * 1024, maxWidth: 2000, maxHeight: 1000 } as const;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes per pixel of the 8-bit colour types accepted: grey, RGB, grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };
const HIGHEST_FILTER_TYPE = 4;

/**
 * Why a drawn signature cannot go on the sealed PDF, or null when it can. pdfkit decodes a PNG's pixels in
 * a callback that throws on bad data (png-js), which would end the process rather than fail the request, so
 * the image is decoded here first: a PNG, within the limits, 8-bit, not interlaced, its pixel data whole
 * and every row's filter one PNG defines.
 */
export function drawnSignatureProblem(png: Buffer): string | null {
  const notPng = 'The drawn signature must be a PNG image.';
  if (png.length > DRAWN_SIGNATURE_LIMITS.maxBytes) {
    return `The drawn signature is too large: at most ${DRAWN_SIGNATURE_LIMITS.maxBytes / 1024} KB.`;
  }
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_MAGIC) || png.toString('latin1', 12, 16) !== 'IHDR') {
    return notPng;
  }
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [bitDepth, colorType, , , interlace] = png.subarray(24, 29);
  const { maxWidth, maxHeight } = DRAWN_SIGNATURE_LIMITS;
  if (width === 0 || height === 0 || width > maxWidth || height > maxHeight) {
    return `The drawn signature must be at most ${maxWidth} × ${maxHeight} pixels.`;
  }
  const channels = CHANNELS[colorType];
  if (bitDepth !== 8 || channels === undefined || interlace !== 0) {
    return 'The drawn signature must be an 8-bit PNG, not interlaced.';
  }

  const data: Buffer[] = [];
  for (let offset = 8; offset + 12 <= png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (offset + 12 + length > png.length) return notPng;
    if (type === 'IDAT') data.push(png.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  const rowBytes = 1 + width * channels;
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: rowBytes * height + 1 });
  } catch {
    return notPng;
  }
  if (pixels.length < rowBytes * height) return notPng;
  for (let row = 0; row < height; row++) {
    if (pixels[row * rowBytes] > HIGHEST_FILTER_TYPE) return notPng;
  }
  return null;
}
