import { dataUrlBytes, DRAWN_SIGNATURE_LIMITS, fitScale, signaturePngOf } from './signature-image';

/** A PNG data URL of `bytes` bytes. */
const pngOf = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

/**
 * jsdom has no 2D canvas: canvases here encode to a PNG whose weight follows their area (`bytesPerPixel`), and
 * drawing one into another does nothing, which is enough to follow the sizes signaturePngOf tries.
 */
function stubCanvases(bytesPerPixel: number) {
  const sizes: Array<[number, number]> = [];
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({ drawImage: () => {}, imageSmoothingQuality: 'low' }) as never);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    sizes.push([this.width, this.height]);
    return pngOf(Math.round(this.width * this.height * bytesPerPixel));
  });
  return sizes;
}

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

describe('the drawn signature within the API limits', () => {
  it('counts the bytes of a base64 data URL', () => {
    expect(dataUrlBytes('data:image/png;base64,QUJD')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,QUI=')).toBe(2);
    expect(dataUrlBytes('data:image/png;base64,QQ==')).toBe(1);
  });

  it('scales down to fit 2000 × 1000 pixels, never up', () => {
    expect(fitScale(600, 200)).toBe(1);
    expect(fitScale(4000, 500)).toBe(0.5);
    expect(fitScale(1000, 2000)).toBe(0.5);
  });

  it('keeps a signature within the limits as drawn', () => {
    const sizes = stubCanvases(0.05);
    expect(signaturePngOf(canvasOf(1800, 540))).toBe(pngOf(Math.round(1800 * 540 * 0.05)));
    expect(sizes).toEqual([[1800, 540]]);
  });

  it('scales a wide one (a 4× screen) down to 2000 pixels', () => {
    const sizes = stubCanvases(0.05);
    const png = signaturePngOf(canvasOf(3000, 800));
    expect(sizes).toEqual([[2000, 533]]);
    expect(dataUrlBytes(png!)).toBeLessThanOrEqual(DRAWN_SIGNATURE_LIMITS.maxBytes);
  });

  it('makes a heavy one smaller until it weighs at most 512 KB, and gives up on one that never does', () => {
    const sizes = stubCanvases(0.5);
    const png = signaturePngOf(canvasOf(1600, 800));
    expect(sizes.length).toBeGreaterThan(1);
    expect(dataUrlBytes(png!)).toBeLessThanOrEqual(DRAWN_SIGNATURE_LIMITS.maxBytes);

    jest.restoreAllMocks();
    stubCanvases(50);
    expect(signaturePngOf(canvasOf(1600, 800))).toBeNull();
  });
});
