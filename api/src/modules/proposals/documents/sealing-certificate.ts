import { Injectable } from '@nestjs/common';
import type { P12Signer } from '@signpdf/signer-p12';
import type forge from 'node-forge';
import { createHash, generateKeyPair as generateKeyPairCallback, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app.config';
import { withAdvisoryLock } from '../../../database/advisory-lock';
import { FileStorage } from '../../../infrastructure/storage/storage';
import { storageKey } from '../../../infrastructure/storage/storage-keys';
import { MAIL_BRAND } from '../../notifications';

/** Where the generated certificate and its key are kept, as one PEM file (written whole or not at all). */
export const SEALING_CERTIFICATE_KEY = storageKey('proposal-sealing', 'certificate.pem');
const STORED_PEM = { allowedTypes: ['text/plain'], maxBytes: 64 * 1024 };
/** Replicas starting together generate one certificate: the first under this lock, the others read it. */
const GENERATION_LOCK = 'proposal-sealing-certificate';
const GENERATED_VALIDITY_YEARS = 10;
const GENERATED_COMMON_NAME = `${MAIL_BRAND.name} document seal`;

const generateKeyPair = promisify(generateKeyPairCallback);

let sealingLibraries:
  Promise<[{ default: typeof import('node-forge') }, typeof import('@signpdf/signer-p12')]> | undefined;
/** node-forge and @signpdf/signer-p12 are loaded by the first seal rather than at start: only sealing uses them. */
const loadSealingLibraries = () =>
  (sealingLibraries ??= Promise.all([import('node-forge'), import('@signpdf/signer-p12')]));

/** What seals a PDF: a signer, and the certificate's subject and fingerprint the certificate page names. */
export interface SealingIdentity {
  /** A new signer for each signature: a P12Signer consumes its PKCS#12 bytes as it signs. */
  signer(): P12Signer;
  commonName: string;
  /** Hex SHA-256 of the signing certificate's DER. */
  fingerprintSha256: string;
}

/** A certificate and its RSA private key, PEM. */
export interface CertificatePem {
  certificatePem: string;
  privateKeyPem: string;
}

/** A self-signed certificate for document signing, valid from `now` for GENERATED_VALIDITY_YEARS. */
export async function generateSealingCertificate(commonName: string, now: Date): Promise<CertificatePem> {
  const [{ default: forge }] = await loadSealingLibraries();
  // Node's native key generation: node-forge's own takes seconds.
  const { publicKey, privateKey } = await generateKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial number: the first byte's high bit clear.
  certificate.serialNumber = `0${randomBytes(16).toString('hex').slice(1)}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + GENERATED_VALIDITY_YEARS);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: MAIL_BRAND.name },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(certificate), privateKeyPem: privateKey };
}

type Forge = typeof forge;

/** Every PEM block of `type` in `text`. */
const pemBlocks = (forge: Forge, text: string, type: RegExp) =>
  forge.pem
    .decode(text)
    .filter((block) => type.test(block.type))
    .map((block) => forge.pem.encode(block));

/**
 * The signer of a certificate (its chain may follow it) and its RSA key, through the PKCS#12 form
 * @signpdf/signer-p12 reads. The PKCS#12 never leaves memory, so its password is empty.
 */
export async function sealingIdentity({ certificatePem, privateKeyPem }: CertificatePem): Promise<SealingIdentity> {
  const [{ default: forge }, { P12Signer }] = await loadSealingLibraries();
  const certificatePems = pemBlocks(forge, certificatePem, /^CERTIFICATE$/);
  const [keyPem] = pemBlocks(forge, privateKeyPem, /^(RSA )?PRIVATE KEY$/);
  if (certificatePems.length === 0) throw new Error('The sealing certificate has no PEM CERTIFICATE block');
  if (!keyPem) throw new Error('The sealing key has no unencrypted PEM PRIVATE KEY block');
  let certificates: forge.pki.Certificate[];
  let key: forge.pki.rsa.PrivateKey;
  try {
    certificates = certificatePems.map((pem) => forge.pki.certificateFromPem(pem));
    key = forge.pki.privateKeyFromPem(keyPem);
  } catch (error) {
    throw new Error(`The sealing certificate and key must be RSA ones (${(error as Error).message})`, {
      cause: error,
    });
  }
  const certificate = certificates.find((candidate) => {
    const publicKey = candidate.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n.equals(key.n) && publicKey.e.equals(key.e);
  });
  if (!certificate) throw new Error('The sealing key is not the private key of the sealing certificate');
  const p12 = forge.pkcs12.toPkcs12Asn1(key, certificates, '', { algorithm: '3des' });
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
  const p12Der = Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
  return {
    signer: () => new P12Signer(p12Der),
    commonName: String(certificate.subject.getField('CN')?.value ?? GENERATED_COMMON_NAME),
    fingerprintSha256: createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex'),
  };
}

/**
 * The certificate proposals' PDFs are sealed with: PROPOSAL_SIGNING_CERT / PROPOSAL_SIGNING_KEY when set;
 * otherwise a self-signed one, generated the first time one is needed and kept in the file storage
 * (SEALING_CERTIFICATE_KEY) for every later seal, on every replica. Loaded once per process.
 */
@Injectable()
export class SealingCertificate {
  private loading?: Promise<SealingIdentity>;

  constructor(
    private readonly config: AppConfig,
    private readonly storage: FileStorage,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  identity(): Promise<SealingIdentity> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined; // the next seal tries again
      throw error;
    });
    return this.loading;
  }

  private async load(): Promise<SealingIdentity> {
    const { PROPOSAL_SIGNING_CERT, PROPOSAL_SIGNING_KEY } = this.config;
    if (PROPOSAL_SIGNING_CERT && PROPOSAL_SIGNING_KEY) {
      // One-line .env values write line breaks as "\n".
      const unescape = (pem: string) => pem.replace(/\\n/g, '\n');
      return sealingIdentity({
        certificatePem: unescape(PROPOSAL_SIGNING_CERT),
        privateKeyPem: unescape(PROPOSAL_SIGNING_KEY),
      });
    }
    const stored =
      (await this.read()) ??
      (await withAdvisoryLock(this.dataSource, GENERATION_LOCK, { wait: true }, async () => {
        // Another replica may have generated it while this one waited.
        return (await this.read()) ?? (await this.generate());
      }));
    return sealingIdentity(stored!);
  }

  private async read(): Promise<CertificatePem | null> {
    const file = await this.storage.open(SEALING_CERTIFICATE_KEY);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return { certificatePem: text, privateKeyPem: text };
  }

  private async generate(): Promise<CertificatePem> {
    const generated = await generateSealingCertificate(GENERATED_COMMON_NAME, this.clock.now());
    const bundle = `${generated.certificatePem.trim()}\n${generated.privateKeyPem.trim()}\n`;
    await this.storage.put(SEALING_CERTIFICATE_KEY, Buffer.from(bundle), STORED_PEM);
    return generated;
  }
}
