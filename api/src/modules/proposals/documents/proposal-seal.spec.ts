import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { pdfText } from '../../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { Clock } from '../../../common/clock';
import { AppConfig, loadConfig } from '../../../config/app.config';
import { FileStorage } from '../../../infrastructure/storage/storage';
import { DRAWN_SIGNATURE_LIMITS, drawnSignatureProblem } from './drawn-signature';
import { documentSha256, type ProposalDocumentView, type SignatureEvidence } from './proposal-document';
import { ProposalPdf } from './proposal-pdf';
import { ProposalSeal, SignedDocumentMismatchError } from './proposal-seal';
import { verifySealedPdf } from './sealed-pdf-verification';
import {
  type CertificatePem,
  generateSealingCertificate,
  SEALING_CERTIFICATE_KEY,
  SealingCertificate,
} from './sealing-certificate';

const VIEW: ProposalDocumentView = {
  proposalId: '6b1f2c9e-5d2a-4c55-9a0e-1f2d3c4b5a69',
  version: 1,
  title: 'Company launch package',
  summary: null,
  clientName: 'Ana Lopez',
  clientEmail: 'ana@example.com',
  items: [
    { title: 'LLC formation', description: null, quantity: 100, unitPriceCents: 50000, taxRateBasisPoints: null },
    { title: 'Consulting', description: null, quantity: 150, unitPriceCents: 12000, taxRateBasisPoints: null },
  ],
  taxRateBasisPoints: 0,
  discount: null,
  currency: 'USD',
  depositBasisPoints: 5000,
  allowFullPayment: true,
  paymentTerms: null,
  validUntil: '2026-04-01T03:59:59Z',
  issuedAt: '2026-03-02T15:00:00Z',
};

const configWith = (changes: Partial<AppConfig> = {}) =>
  Object.assign(new AppConfig(), { BUSINESS_TIME_ZONE: 'America/New_York', ...changes });
const proposalPdf = new ProposalPdf(configWith());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function evidenceFor(view: ProposalDocumentView, changes: Partial<SignatureEvidence> = {}) {
  const sha256 = documentSha256(await proposalPdf.render(view));
  const evidence: SignatureEvidence = {
    signerName: 'Ana Lopez',
    signerEmail: 'ana@example.com',
    signedAt: '2026-03-05T15:04:05Z',
    ip: '203.0.113.7',
    userAgent: CHROME,
    documentSha256: sha256,
    drawnSignaturePng: null,
    consentText: 'I agree to use electronic records and signatures for this proposal.',
    intentText: 'By signing, I accept this proposal and intend my signature to bind me to it.',
    events: [
      { kind: 'sent', at: '2026-03-02T15:00:00Z', ip: null, userAgent: null, documentSha256: sha256 },
      {
        kind: 'viewed',
        at: '2026-03-03T09:30:00Z',
        ip: '198.51.100.23',
        userAgent: 'Safari/17',
        documentSha256: sha256,
      },
      { kind: 'signed', at: '2026-03-05T15:04:05Z', ip: '203.0.113.7', userAgent: CHROME, documentSha256: sha256 },
      { kind: 'accepted', at: '2026-03-05T15:04:05Z', ip: '203.0.113.7', userAgent: CHROME, documentSha256: sha256 },
    ],
    ...changes,
  };
  return evidence;
}

/** A PNG as a canvas gives one: 8-bit RGBA, not interlaced, one colour; `filter` sets every row's filter byte. */
function png(width: number, height: number, filter = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6], 8);
  const row = Buffer.concat([Buffer.from([filter]), Buffer.from(Array(width).fill([0x1e, 0x3a, 0x8a, 0xff]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What poppler's pdfsig, a reader that shares no code with ours, says of the file's signature. */
function popplerVerdict(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'sealed-'));
  try {
    writeFileSync(join(dir, 'sealed.pdf'), pdf);
    return execFileSync('pdfsig', [join(dir, 'sealed.pdf')]).toString();
  } catch (error) {
    return String((error as { stdout?: Buffer }).stdout ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where the signature's hex string lies in the file: between the two signed byte ranges. */
function signatureGap(pdf: Buffer): [number, number] {
  const [, first, second] = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)/.exec(pdf.toString('latin1'))!.slice(1).map(Number);
  return [first, second];
}

const withByte = (pdf: Buffer, index: number, value: number) => {
  const copy = Buffer.from(pdf);
  copy[index] = value;
  return copy;
};

/** Fails the test if the seal reaches the file storage or the database: a configured certificate needs neither. */
const untouched = <T extends object>(name: string) =>
  new Proxy({} as T, {
    get: (_target, property) => {
      throw new Error(`${name}.${String(property)} was used`);
    },
  });

describe('ProposalSeal with a configured certificate', () => {
  let configured: CertificatePem;
  let seal: ProposalSeal;

  const sealWith = (certificate: CertificatePem) => {
    // The one-line .env form: line breaks written as "\n".
    const config = configWith({
      PROPOSAL_SIGNING_CERT: certificate.certificatePem.replace(/\n/g, '\\n'),
      PROPOSAL_SIGNING_KEY: certificate.privateKeyPem.replace(/\n/g, '\\n'),
    });
    const sealing = new SealingCertificate(
      config,
      untouched<FileStorage>('storage'),
      untouched<DataSource>('dataSource'),
      new Clock(),
    );
    return new ProposalSeal(proposalPdf, sealing, config, new Clock());
  };

  beforeAll(async () => {
    configured = await generateSealingCertificate('Inspivision Test Seal', new Date('2026-01-01T00:00:00Z'));
    seal = sealWith(configured);
  });

  it('seals the signed proposal with the configured certificate: our check and poppler’s agree it is intact', async () => {
    const sealed = await seal.seal(VIEW, await evidenceFor(VIEW));
    expect(sealed.sha256).toBe(documentSha256(sealed.pdf));
    expect(verifySealedPdf(sealed.pdf)).toEqual({ valid: true, signerCommonName: 'Inspivision Test Seal' });
    const poppler = popplerVerdict(sealed.pdf);
    expect(poppler).toContain('Signature is Valid');
    expect(poppler).toContain('Total document signed');
    expect(poppler).toContain('Inspivision Test Seal');
  });

  it('fails verification once any byte of the sealed file changes, or bytes are added or cut', async () => {
    const { pdf } = await seal.seal(VIEW, await evidenceFor(VIEW));
    const [gapStart, gapEnd] = signatureGap(pdf);
    const flipped = (index: number) => withByte(pdf, index, pdf[index] ^ 0x01);
    const tampered = [
      flipped(9), // the header
      flipped(Math.floor(gapStart / 2)), // before the signature
      flipped(gapStart + 41), // inside the signature itself
      withByte(pdf, gapEnd - 3, '1'.charCodeAt(0)), // in the zeros that pad the signature
      flipped(gapEnd + Math.floor((pdf.length - gapEnd) / 2)), // the pages, after the signature
      flipped(pdf.length - 2), // the trailer
      Buffer.concat([pdf, Buffer.from('\n1 0 obj\n<< >>\nendobj\n')]), // an update appended
      pdf.subarray(0, pdf.length - 10),
    ];
    for (const changed of tampered) expect(verifySealedPdf(changed)).toEqual({ valid: false, signerCommonName: null });
    expect(popplerVerdict(flipped(gapEnd + 100))).not.toContain('Signature is Valid');
    expect(verifySealedPdf(await proposalPdf.render(VIEW)).valid).toBe(false); // never sealed
  });

  it('adds the signature page: the typed name, what was agreed to, when, and the document signed', async () => {
    const evidence = await evidenceFor(VIEW);
    const pages = pdfText((await seal.seal(VIEW, evidence)).pdf)
      .split('\f')
      .filter((page) => page.trim());
    const proposalPages = pdfText(await proposalPdf.render(VIEW))
      .split('\f')
      .filter((page) => page.trim()).length;
    expect(pages).toHaveLength(proposalPages + 2);
    expect(pages[0]).toMatch(/LLC formation\s+1\s+\$500\.00\s+\$500\.00/);
    const signature = pages[proposalPages];
    expect(signature).toContain('Signature');
    expect(signature).toContain('Signed by (typed name): Ana Lopez');
    expect(signature).toContain('E-mail: ana@example.com');
    expect(signature).toContain('Signed at: 2026-03-05 15:04:05 UTC');
    expect(signature).toContain('Drawn signature: none (typed name only)');
    expect(signature).toContain(evidence.consentText);
    expect(signature).toContain(evidence.intentText);
    expect(signature).toContain(evidence.documentSha256);
    pages.forEach((page, index) =>
      expect(page).toContain(`Proposal 6b1f2c9e · version 1 · signed · Page ${index + 1} of ${pages.length}`),
    );
  });

  it('ends with a certificate of completion listing every event and the hash recorded for the document', async () => {
    const evidence = await evidenceFor(VIEW);
    const text = pdfText((await seal.seal(VIEW, evidence)).pdf);
    const certificate = text.slice(text.indexOf('Certificate of completion'));
    // The hash printed is the one recorded, which is the SHA-256 of the proposal's PDF as the signer saw it.
    expect(evidence.documentSha256).toBe(documentSha256(await proposalPdf.render(VIEW)));
    expect(certificate).toMatch(new RegExp(`DOCUMENT SHA-256\\s+${evidence.documentSha256}`));
    expect(certificate).toContain(
      'Document: Company launch package (proposal 6b1f2c9e-5d2a-4c55-9a0e-1f2d3c4b5a69, version 1)',
    );
    expect(certificate).toContain('Signer: Ana Lopez <ana@example.com>');
    expect(certificate).toContain('IP address: 203.0.113.7');
    expect(certificate).toContain(`User agent: ${CHROME}`);
    let rest = certificate.slice(certificate.indexOf('AUDIT TRAIL'));
    for (const event of evidence.events) {
      const time = `${event.at.slice(0, 10)} ${event.at.slice(11, 19)} UTC`;
      const at = rest.search(new RegExp(`${event.kind}\\s+${time}\\s+IP ${event.ip ?? 'not recorded'}`));
      expect(at).toBeGreaterThanOrEqual(0); // in order
      rest = rest.slice(at);
      expect(rest).toMatch(
        new RegExp(`^.*\\n.*User agent: ${(event.userAgent ?? 'not recorded').replace(/[()./]/g, '\\$&')}`),
      );
      expect(rest).toMatch(new RegExp(`^.*\\n.*\\n.*Document SHA-256: ${event.documentSha256}`));
      rest = rest.slice(1);
    }
    expect(certificate).toContain('sealed with a digital signature by "Inspivision Test Seal"');
  });

  it('continues a long audit trail on further pages, all sealed', async () => {
    const evidence = await evidenceFor(VIEW);
    const events = Array.from({ length: 40 }, (_, index) => ({
      ...evidence.events[1],
      at: `2026-03-03T09:${String(index).padStart(2, '0')}:00Z`,
    }));
    const { pdf } = await seal.seal(VIEW, { ...evidence, events });
    const text = pdfText(pdf);
    expect(text).toContain('AUDIT TRAIL (CONTINUED)');
    expect(text.match(/^\s*viewed\s+2026-03-03 09:\d\d:00 UTC/gm)).toHaveLength(40);
    expect(verifySealedPdf(pdf).valid).toBe(true);
  });

  it('puts the drawn signature on the signature page', async () => {
    const { pdf } = await seal.seal(VIEW, await evidenceFor(VIEW, { drawnSignaturePng: png(600, 200) }));
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(pdfText(pdf)).toContain('Drawn signature: yes, shown above');
    expect(verifySealedPdf(pdf).valid).toBe(true);
  });

  it('refuses evidence recorded for another document than the proposal renders as', async () => {
    const evidence = await evidenceFor(VIEW);
    await expect(seal.seal({ ...VIEW, depositBasisPoints: 3000 }, evidence)).rejects.toThrow(
      SignedDocumentMismatchError,
    );
  });

  it('refuses a drawn signature that is not a whole PNG within the limits, before pdfkit reads it', async () => {
    const good = png(300, 100);
    expect(drawnSignatureProblem(good)).toBeNull();
    expect(drawnSignatureProblem(Buffer.from('GIF89a not a png'))).toBe('The drawn signature must be a PNG image.');
    expect(drawnSignatureProblem(good.subarray(0, good.length - 30))).toBe('The drawn signature must be a PNG image.');
    expect(drawnSignatureProblem(png(300, 100, 9))).toBe('The drawn signature must be a PNG image.');
    expect(drawnSignatureProblem(png(DRAWN_SIGNATURE_LIMITS.maxWidth + 1, 10))).toBe(
      'The drawn signature must be at most 2000 × 1000 pixels.',
    );
    expect(drawnSignatureProblem(Buffer.alloc(DRAWN_SIGNATURE_LIMITS.maxBytes + 1))).toMatch(/too large/);
    await expect(seal.seal(VIEW, await evidenceFor(VIEW, { drawnSignaturePng: png(300, 100, 9) }))).rejects.toThrow(
      'The drawn signature must be a PNG image.',
    );
  });

  it('refuses a configured key that is not the certificate’s, and a certificate set without its key', async () => {
    const other = await generateSealingCertificate('Other', new Date('2026-01-01T00:00:00Z'));
    const mismatched = sealWith({ certificatePem: configured.certificatePem, privateKeyPem: other.privateKeyPem });
    await expect(mismatched.seal(VIEW, await evidenceFor(VIEW))).rejects.toThrow(
      'The sealing key is not the private key of the sealing certificate',
    );
    expect(() => loadConfig({ PROPOSAL_SIGNING_CERT: configured.certificatePem })).toThrow(
      /PROPOSAL_SIGNING_KEY is invalid: .*set with PROPOSAL_SIGNING_CERT/,
    );
    expect(() => loadConfig({ PROPOSAL_SIGNING_KEY: configured.privateKeyPem })).toThrow(
      /PROPOSAL_SIGNING_CERT is invalid: .*set with PROPOSAL_SIGNING_KEY/,
    );
    expect(() =>
      loadConfig({ PROPOSAL_SIGNING_CERT: configured.certificatePem, PROPOSAL_SIGNING_KEY: 'not-a-key-s3cr3t' }),
    ).toThrow(/PROPOSAL_SIGNING_KEY is invalid: .*\(the value is not shown\)/);
    expect(() =>
      loadConfig({ PROPOSAL_SIGNING_CERT: configured.certificatePem, PROPOSAL_SIGNING_KEY: 'not-a-key-s3cr3t' }),
    ).not.toThrow(/s3cr3t/);
    const config = loadConfig({
      PROPOSAL_SIGNING_CERT: configured.certificatePem,
      PROPOSAL_SIGNING_KEY: configured.privateKeyPem,
    });
    expect(config.PROPOSAL_SIGNING_CERT).toBe(configured.certificatePem);
  });
});

describe('the generated sealing certificate', () => {
  let app: TestApp;
  let storage: FileStorage;
  /** One replica's SealingCertificate and ProposalSeal on the test app's storage and database. */
  const replica = () => {
    const certificate = new SealingCertificate(app.config, storage, app.dataSource, new Clock());
    return { certificate, seal: new ProposalSeal(new ProposalPdf(app.config), certificate, app.config, new Clock()) };
  };

  beforeAll(async () => {
    app = await createTestApp();
    storage = app.app.get(FileStorage);
  });
  afterAll(() => app.close());

  it('is generated on first use, kept in the file storage, and reused by later seals and other replicas', async () => {
    expect(await storage.exists(SEALING_CERTIFICATE_KEY)).toBe(false);
    const first = replica();
    const evidence = await evidenceFor(VIEW);
    const sealed = await first.seal.seal(VIEW, evidence);
    expect(verifySealedPdf(sealed.pdf)).toEqual({ valid: true, signerCommonName: 'Inspivision document seal' });
    expect(await storage.stat(SEALING_CERTIFICATE_KEY)).toMatchObject({ contentType: 'text/plain' });

    const identity = await first.certificate.identity();
    await first.seal.seal(VIEW, evidence);
    expect(await first.certificate.identity()).toBe(identity); // loaded once per process

    const second = replica(); // another replica, or this one after a restart
    expect((await second.certificate.identity()).fingerprintSha256).toBe(identity.fingerprintSha256);
    expect(popplerVerdict((await second.seal.seal(VIEW, evidence)).pdf)).toContain('Signature is Valid');
  });

  // PGlite serves every connection from one backend, so only PostgreSQL can show replicas competing.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('is generated once when several replicas need it at the same moment', async () => {
    await storage.delete(SEALING_CERTIFICATE_KEY);
    const identities = await Promise.all(
      [replica(), replica(), replica()].map(({ certificate }) => certificate.identity()),
    );
    const fingerprints = new Set(identities.map((identity) => identity.fingerprintSha256));
    expect(fingerprints.size).toBe(1);
    expect((await replica().certificate.identity()).fingerprintSha256).toBe(identities[0].fingerprintSha256);
  });
});
