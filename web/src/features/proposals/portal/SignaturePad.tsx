import { useEffect, useRef, useState, type RefObject } from 'react';
import ReactSignatureCanvas from 'react-signature-canvas';
import { signaturePngOf } from './signature-image';

type SignatureCanvas = ReactSignatureCanvas;

/**
 * react-signature-canvas is CommonJS with `__esModule` and `exports.default`: Vite hands such a module over as
 * `module.exports` to an ES-module package (this one), jest's transform as its `default`. The class either way.
 */
const SignatureCanvas: typeof ReactSignatureCanvas =
  (ReactSignatureCanvas as unknown as { default?: typeof ReactSignatureCanvas }).default ?? ReactSignatureCanvas;

/**
 * The drawn signature's PNG (trimmed to its ink, within the API's limits), or null when nothing is drawn or
 * it cannot be made small enough.
 */
export function drawnSignaturePng(pad: SignatureCanvas | null): string | null {
  if (!pad || pad.isEmpty()) return null;
  return signaturePngOf(pad.getTrimmedCanvas());
}

/**
 * The canvas follows its box's width (a phone turned, a window resized) without losing what was drawn:
 * the strokes are kept and drawn again at the new size. react-signature-canvas's own clearOnResize would
 * wipe them, and on phones a resize fires whenever the address bar shows or hides.
 */
function useKeepDrawingOnResize(padRef: RefObject<SignatureCanvas | null>) {
  useEffect(() => {
    const onResize = () => {
      const pad = padRef.current;
      if (!pad) return;
      const canvas = pad.getCanvas();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      if (width === 0 || (width === canvas.width && height === canvas.height)) return;
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [padRef]);
}

/**
 * A signature pad (react-signature-canvas over signature_pad): drawn with a mouse, a finger or a stylus,
 * with a "Clear" button. The canvas cannot be used with a keyboard: the signing form offers the typed name
 * instead, and this pad says so through `describedBy`. What happens (drawn, cleared) is announced politely.
 */
export function SignaturePad({
  padRef,
  onDrawnChange,
  describedBy,
  disabled,
}: {
  padRef: RefObject<SignatureCanvas | null>;
  onDrawnChange: (drawn: boolean) => void;
  /** Ids of the texts that explain the pad (how to draw, the keyboard alternative, an error). */
  describedBy?: string;
  disabled: boolean;
}) {
  const [announcement, setAnnouncement] = useState('');
  const drawn = useRef(false);
  useKeepDrawingOnResize(padRef);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled, padRef]);

  const clear = () => {
    padRef.current?.clear();
    drawn.current = false;
    onDrawnChange(false);
    setAnnouncement('Signature cleared.');
  };

  return (
    <div className="signature-pad">
      <div className="signature-pad__frame">
        <SignatureCanvas
          ref={padRef}
          clearOnResize={false}
          penColor="#0f1b3d"
          minWidth={0.9}
          maxWidth={2.6}
          onEnd={() => {
            if (!drawn.current) setAnnouncement('Signature drawn.');
            drawn.current = true;
            onDrawnChange(true);
          }}
          canvasProps={{
            className: 'signature-pad__canvas',
            role: 'img',
            'aria-label': 'Signature pad: draw your signature here',
            'aria-describedby': describedBy,
          }}
        />
        <span className="signature-pad__line" aria-hidden="true">
          Sign above the line
        </span>
      </div>
      <div className="signature-pad__actions">
        <button type="button" className="btn btn--outline" onClick={clear} disabled={disabled}>
          Clear<span className="visually-hidden"> the signature</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
