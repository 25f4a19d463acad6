import forge from 'node-forge';
import { createHash, createVerify } from 'node:crypto';

export interface SealVerification {
  /** The signature covers the whole file but itself, its digest matches the bytes and the signer's key signed it. */
  valid: boolean;
  /** The common name of the certificate that signed, when valid. */
  signerCommonName: string | null;
}

const INVALID: SealVerification = { valid: false, signerCommonName: null };
const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/**
 * Checks the seal of a PDF sealed by ProposalSeal (one adbe.pkcs7.detached signature, SHA-256): the byte
 * range covers every byte of the file but the signature's own hex string, the SHA-256 of those bytes is
 * the one the signature signed, and the signature over its signed attributes verifies with the public key
 * of a certificate it carries. Any byte changed, added or removed after sealing fails one of these. Whether
 * that certificate is to be trusted is the reader's question (its common name is returned).
 */
export function verifySealedPdf(pdf: Buffer): SealVerification {
  try {
    return verify(pdf);
  } catch {
    return INVALID; // unreadable: no seal, or a damaged one
  }
}

function verify(pdf: Buffer): SealVerification {
  // latin1 keeps one character per byte, so string offsets are byte offsets.
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)];
  if (ranges.length !== 1) return INVALID;
  const [start, firstLength, secondStart, secondLength] = ranges[0].slice(1).map(Number);
  if (start !== 0 || secondStart <= firstLength || secondStart + secondLength !== pdf.length) return INVALID;
  const contents = text.slice(firstLength, secondStart);
  if (!/^<[0-9a-fA-F]+>$/.test(contents)) return INVALID;

  // The signature's DER, then only the zeros that pad the placeholder.
  const bytes = forge.util.createBuffer(Buffer.from(contents.slice(1, -1), 'hex').toString('binary'));
  // node-forge takes an options object here; its types know only the older `strict` flag.
  const asn1 = forge.asn1.fromDer(bytes, { parseAllBytes: false } as unknown as boolean);
  if (!/^\0*$/.test(bytes.bytes())) return INVALID;
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.Captured<forge.pkcs7.PkcsSignedData>;
  const { digestAlgorithm, authenticatedAttributes, signature } = message.rawCapture as {
    digestAlgorithm: string;
    authenticatedAttributes: forge.asn1.Asn1[];
    signature: string;
  };
  if (forge.asn1.derToOid(digestAlgorithm) !== forge.pki.oids.sha256) return INVALID;

  const signedBytes = Buffer.concat([pdf.subarray(0, firstLength), pdf.subarray(secondStart)]);
  const digestAttribute = authenticatedAttributes.find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest,
  );
  if (!digestAttribute) return INVALID;
  const signedDigest = ((digestAttribute.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string;
  if (!Buffer.from(signedDigest, 'binary').equals(createHash('sha256').update(signedBytes).digest())) return INVALID;

  // What the signer's key signed: the signed attributes as a DER SET.
  const attributes = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, authenticatedAttributes);
  const signedAttributes = Buffer.from(forge.asn1.toDer(attributes).getBytes(), 'binary');
  const signer = message.certificates.find((certificate) =>
    createVerify('sha256')
      .update(signedAttributes)
      .verify(forge.pki.certificateToPem(certificate), Buffer.from(signature, 'binary')),
  );
  if (!signer) return INVALID;
  const commonName = signer.subject.getField('CN')?.value;
  return { valid: true, signerCommonName: typeof commonName === 'string' ? commonName : null };
}
