/**
 * The drawn signature as the API takes it (AcceptProposalDto.signaturePng; api documents/drawn-signature.ts): a
 * PNG data URL of at most 512 KB and 2000 × 1000 pixels. Browsers' canvases encode 8-bit, non-interlaced PNGs.
 */
export const DRAWN_SIGNATURE_LIMITS = { maxBytes: 512 * 1024, maxWidth: 2000, maxHeight: 1000 } as const;

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** Tries at smaller sizes before giving up on a signature too heavy to send (never seen with a pen stroke). */
const MAX_ATTEMPTS = 4;
const SHRINK = 0.6;

/** The bytes a base64 data URL carries. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The factor (at most 1) that fits width × height within the API's pixel limits. */
export function fitScale(width: number, height: number): number {
  return Math.min(1, DRAWN_SIGNATURE_LIMITS.maxWidth / width, DRAWN_SIGNATURE_LIMITS.maxHeight / height);
}

function scaled(source: HTMLCanvasElement, scale: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(source.width * scale));
  canvas.height = Math.max(1, Math.floor(source.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return source;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/**
 * The trimmed signature (its ink, no margins) as a PNG data URL within the API's limits: scaled down to fit
 * 2000 × 1000 pixels, then smaller again while it weighs more than 512 KB. Null when it cannot be made to fit.
 */
export function signaturePngOf(trimmed: HTMLCanvasElement): string | null {
  let scale = fitScale(trimmed.width, trimmed.height);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const dataUrl = (scale === 1 ? trimmed : scaled(trimmed, scale)).toDataURL('image/png');
    if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) return null;
    if (dataUrlBytes(dataUrl) <= DRAWN_SIGNATURE_LIMITS.maxBytes) return dataUrl;
    scale *= SHRINK;
  }
  return null;
}
