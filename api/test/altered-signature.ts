/**
 * `payload.signature` with the signature's first character replaced by a different one. (Always "x" would
 * leave one signature in 64 unchanged, and the forged link would pass.)
 */
export const withAlteredSignature = (payload: string, signature: string) =>
  `${payload}.${signature[0] === 'x' ? 'y' : 'x'}${signature.slice(1)}`;
