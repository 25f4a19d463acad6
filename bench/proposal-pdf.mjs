#!/usr/bin/env node
// Issue 38, acceptance: the PDF of a 20-item proposal (the compiled ProposalPdf, as the api renders it when a
// proposal is sent, previewed or downloaded) and the sealing of a signed one (ProposalSeal: the proposal
// rendered again to check the signed hash, the sealed document with its signature and certificate pages, and
// the PKCS#7 signature) are each run ROUNDS times after a warm-up; fails when a p95 exceeds its limit
// (MAX_P95_MS, the 200 ms; MAX_SEAL_P95_MS, 300 ms). Sealing uses a certificate made here, as one set
// in PROPOSAL_SIGNING_CERT / _KEY would be (the generated one is the same once loaded). Runs on the compiled
// api: `npm run bench:proposal-pdf` builds it first.
// Usage: npm run bench:proposal-pdf  (ROUNDS, MAX_P95_MS, MAX_SEAL_P95_MS)
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../api/dist/${path}`);
const { ProposalPdf } = dist('modules/proposals/documents/proposal-pdf.js');
const { ProposalSeal } = dist('modules/proposals/documents/proposal-seal.js');
const { documentSha256 } = dist('modules/proposals/documents/proposal-document.js');
const { verifySealedPdf } = dist('modules/proposals/documents/sealed-pdf-verification.js');
const { generateSealingCertificate, SealingCertificate } = dist('modules/proposals/documents/sealing-certificate.js');
const { Clock } = dist('common/clock.js');
const { AppConfig } = dist('config/app.config.js');

const ROUNDS = Number(process.env.ROUNDS ?? 100);
const MAX_P95_MS = Number(process.env.MAX_P95_MS ?? 200);
const MAX_SEAL_P95_MS = Number(process.env.MAX_SEAL_P95_MS ?? 300);
const WARM_UP = 10;

const view = {
  proposalId: '6b1f2c9e-5d2a-4c55-9a0e-1f2d3c4b5a69',
  version: 2,
  title: 'Company launch package',
  summary: 'Everything to open your US company, build its brand and start selling online.',
  clientName: 'Ana Lopez',
  clientEmail: 'ana@example.com',
  items: Array.from({ length: 20 }, (_, index) => ({
    title: `Service line ${index + 1}: ${['Strategy session', 'Logo design', 'Website page', 'Filing'][index % 4]}`,
    description: index % 2 ? 'Delivered as agreed in the proposal, with two rounds of revisions included.' : null,
    quantity: 100 + index * 25,
    unitPriceCents: 7_500 + index * 1_250,
    taxRateBasisPoints: index % 4 === 3 ? 0 : null,
  })),
  taxRateBasisPoints: 825,
  discount: { basisPoints: 1000 },
  currency: 'USD',
  depositBasisPoints: 5000,
  allowFullPayment: true,
  paymentTerms: 'Each invoice is payable within 15 days of its date.',
  validUntil: '2026-04-01T03:59:59Z',
  issuedAt: '2026-03-02T15:00:00Z',
};

const certificate = await generateSealingCertificate('Inspivision bench seal', new Date());
const config = Object.assign(new AppConfig(), {
  PROPOSAL_SIGNING_CERT: certificate.certificatePem,
  PROPOSAL_SIGNING_KEY: certificate.privateKeyPem,
});
const pdf = new ProposalPdf(config);
const seal = new ProposalSeal(pdf, new SealingCertificate(config, null, null, new Clock()), config, new Clock());

const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const sha256 = documentSha256(await pdf.render(view));
const event = (kind, at) => ({ kind, at, ip: '203.0.113.7', userAgent, documentSha256: sha256 });
const evidence = {
  signerName: 'Ana Lopez',
  signerEmail: 'ana@example.com',
  signedAt: '2026-03-05T15:04:05Z',
  ip: '203.0.113.7',
  userAgent,
  documentSha256: sha256,
  drawnSignaturePng: null,
  consentText: 'I agree to use electronic records and signatures for this proposal.',
  intentText: 'By signing, I accept this proposal and intend my signature to bind me to it.',
  events: [
    event('sent', '2026-03-02T15:00:00Z'),
    event('viewed', '2026-03-03T09:30:00Z'),
    event('signed', '2026-03-05T15:04:05Z'),
    event('accepted', '2026-03-05T15:04:05Z'),
  ],
};

/** Times `work` ROUNDS times after a warm-up; prints the figures; says whether the p95 is within `limit`. */
async function measure(name, limit, work) {
  for (let i = 0; i < WARM_UP; i++) await work();
  const durations = [];
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    bytes = (await work()).length;
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  const at = (quantile) => durations[Math.min(durations.length - 1, Math.ceil(quantile * durations.length) - 1)];
  console.log(
    `${name} (${bytes} bytes), ${ROUNDS} runs: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, ` +
      `max ${durations.at(-1).toFixed(1)} ms (limit p95 ${limit} ms)`,
  );
  if (at(0.95) <= limit) return true;
  console.error(`FAIL: ${name}: p95 ${at(0.95).toFixed(1)} ms > ${limit} ms`);
  return false;
}

const sealed = await seal.seal(view, evidence);
if (!verifySealedPdf(sealed.pdf).valid) throw new Error('The sealed PDF does not verify');
const results = [
  await measure('proposal PDF, 20 items', MAX_P95_MS, () => pdf.render(view)),
  await measure(
    'sealing a signed 20-item proposal',
    MAX_SEAL_P95_MS,
    async () => (await seal.seal(view, evidence)).pdf,
  ),
];
if (results.includes(false)) process.exit(1);
