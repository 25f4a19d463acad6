import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { Browser, BROWSER_HEADERS, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { LocalS3, startLocalS3 } from '../../../../test/local-s3';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { Clock } from '../../../common/clock';
import { DocumentScanner, type ScanTarget } from '../../../infrastructure/malware-scan/document-scanner';
import { FileStorage } from '../../../infrastructure/storage/storage';
import { LOCAL_STORAGE_FOLDER } from '../../../infrastructure/storage/storage.factory';
import { OnboardingEventEntity } from '../entities/onboarding-event.entity';
import { ProjectDocumentEntity } from '../entities/project-document.entity';
import { ProjectEntity } from '../entities/project.entity';

const STAFF = 'staff@example.com';
const MiB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows program (an MZ header and its PE signature), as an .exe renamed .pdf carries it. */
const EXE = (() => {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();
/** The EICAR test string: what every scanner reports as infected, and the fake scanner below too. */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** The app's clock, moved to make download links that are already past their time. */
class MovableClock extends Clock {
  offsetSeconds = 0;
  override now(): Date {
    return new Date(Date.now() + this.offsetSeconds * 1000);
  }
}

/** A scanner that finds the EICAR string, and is down for a file that says so. */
class EicarScanner extends DocumentScanner {
  readonly name = 'clamd';
  async scan(file: ScanTarget) {
    const chunks: Buffer[] = [];
    for await (const chunk of await file.open()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('latin1');
    if (text.includes('SCANNER-DOWN')) throw new Error('connect ECONNREFUSED 127.0.0.1:3310');
    return text.includes('EICAR-STANDARD-ANTIVIRUS-TEST-FILE') ? ('infected' as const) : ('clean' as const);
  }
}

interface Page<T> {
  items: T[];
  total: number;
}
interface PortalDocument {
  id: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  notes: string | null;
  canDownload: boolean;
  uploaderRole: 'customer' | 'admin';
  mine: boolean;
  scanStatus: 'pending' | 'clean' | 'infected';
  createdAt: string;
}
interface AdminDocument extends PortalDocument {
  isVisible: boolean;
  uploadedBy: string | null;
  uploaderName: string | null;
  scannedAt: string | null;
}

/** The app on one storage driver, with what the tests need to look behind it. */
interface Harness {
  app: TestApp;
  clock: MovableClock;
  /** Whatever the store holds for a project, temporary files and unfinished uploads included. */
  leftovers(projectId: string): Promise<string[]>;
  /** GETs a download link as a browser does. */
  download(url: string): Promise<{ status: number; body: Buffer }>;
  close(): Promise<void>;
}

async function onLocalDisk(overrides: { provide: unknown; useValue: unknown }[] = []): Promise<Harness> {
  const clock = new MovableClock();
  const app = await createTestApp({
    env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' },
    overrides: [{ provide: Clock, useValue: clock }, ...overrides],
  });
  const root = join(app.config.dataDir, LOCAL_STORAGE_FOLDER, 'project-documents');
  return {
    app,
    clock,
    leftovers: async (projectId) =>
      (await readdir(join(root, projectId), { recursive: true }).catch(() => [] as string[])).map(String),
    download: async (url) => {
      const { pathname, search } = new URL(url);
      const response = await app.http
        .get(`${pathname}${search}`)
        .buffer(true)
        .parse((stream, done) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => done(null, Buffer.concat(chunks)));
        });
      return { status: response.status, body: response.body as Buffer };
    },
    close: () => app.close(),
  };
}

async function onS3(): Promise<Harness> {
  const server: LocalS3 = await startLocalS3();
  const clock = new MovableClock();
  const app = await createTestApp({
    env: { ...server.env, AUTH_RATE_LIMIT_PER_IP: '1000' },
    overrides: [{ provide: Clock, useValue: clock }],
  });
  return {
    app,
    clock,
    leftovers: async (projectId) => [
      ...(await server.objects(`project-documents/${projectId}`)),
      ...(await server.unfinishedUploads()).map((id) => `unfinished upload ${id}`),
    ],
    download: async (url) => {
      const response = await fetch(url);
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
    },
    close: async () => {
      await app.close();
      await server.close();
    },
  };
}

/** A verified client account, signed in, with its id. */
async function client(app: TestApp, email: string, firstName: string) {
  const agent = await signUpVerified(app, email, firstName);
  const id: string = (await agent.get('/api/auth/user').expect(200)).body.id;
  return { agent, id };
}

const newProject = async (app: TestApp, userId: string): Promise<string> =>
  (
    await app.dataSource
      .getRepository(ProjectEntity)
      .save({ userId, title: 'Brand identity', status: 'active', totalAmountCents: 100000 })
  ).id;

const documentRows = (app: TestApp, projectId: string) =>
  app.dataSource.getRepository(ProjectDocumentEntity).findBy({ projectId });

const upload = (agent: Browser, path: string, file: Buffer, fileName: string, fields: Record<string, string> = {}) => {
  const call = agent.post(path);
  for (const [name, value] of Object.entries(fields)) call.field(name, value);
  return call.attach('file', file, fileName);
};

describe.each([
  ['on the local disk', () => onLocalDisk()],
  ['in an S3 bucket', onS3],
])(
  'project documents %s: refusals leave nothing, links expire (docs/modules/projects.md#documents)',
  (_name, start) => {
    let harness: Harness;
    let ana: { agent: Browser; id: string };
    let projectId: string;
    let documents: string;

    beforeAll(async () => {
      harness = await start();
      ana = await client(harness.app, 'ana@example.com', 'Ana');
      projectId = await newProject(harness.app, ana.id);
      documents = `/api/portal/projects/${projectId}/documents`;
    }, 120_000);
    afterAll(() => harness?.close());

    const nothingKept = async () => {
      expect(await harness.leftovers(projectId)).toEqual([]);
      expect(await documentRows(harness.app, projectId)).toEqual([]);
    };

    it('refuses a 26 MB file with 413 in the one error shape, keeping nothing', async () => {
      const large = Buffer.concat([PDF, Buffer.alloc(26 * MiB - PDF.length, 32)]);

      const response = await upload(ana.agent, documents, large, 'scan.pdf').expect(413);

      expect(response.body).toEqual({ statusCode: 413, message: 'This file is too large: at most 25 MB.' });
      await nothingKept();
    }, 60_000);

    it('refuses a program renamed .pdf with 415, keeping nothing', async () => {
      const response = await upload(ana.agent, documents, EXE, 'invoice.pdf').expect(415);

      expect(response.body.message).toMatch(/^This type of file is not accepted \(application\/x-msdownload\): only /);
      await nothingKept();
    });

    it('keeps nothing of an upload whose connection is cut half-way', async () => {
      await harness.app.app.listen(0, '127.0.0.1');
      const { port } = harness.app.app.getHttpServer().address() as AddressInfo;
      const boundary = 'cut-upload-boundary';
      const cookie = (
        ana.agent as unknown as { jar: { getCookies(access: object): { toValueString(): string }[] } }
      ).jar
        .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
        .map((entry) => entry.toValueString())
        .join('; ');
      const cut = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: documents,
        headers: {
          ...BROWSER_HEADERS,
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(10 * MiB),
        },
      });
      cut.on('error', () => undefined);
      cut.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
      cut.write(Buffer.concat([PDF, Buffer.alloc(6 * MiB, 32)]));
      // Under way: a temporary file (local disk) or a multipart upload begun (S3, past its first 5 MiB part).
      for (let i = 0; i < 100 && (await harness.leftovers(projectId)).length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await harness.leftovers(projectId)).not.toEqual([]);
      cut.destroy();

      for (let i = 0; i < 100 && (await harness.leftovers(projectId)).length > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await nothingKept();
    }, 30_000);

    it('stores a PDF whole, downloads it by a short-lived link, and refuses the link once expired (403)', async () => {
      const { body: stored } = await upload(ana.agent, documents, PDF, 'Operating agreement.pdf').expect(201);
      expect(stored).toMatchObject({
        originalName: 'Operating agreement.pdf',
        mimeType: 'application/pdf',
        sizeBytes: PDF.length,
      });

      const { body: link } = await ana.agent.get(`${documents}/${stored.id}/download`).expect(200);
      expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(290_000);
      expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
      expect(await harness.download(link.url)).toEqual({ status: 200, body: PDF });

      // A link made 301 seconds ago, valid for 300: past its time now.
      harness.clock.offsetSeconds = -301;
      const { body: old } = await ana.agent.get(`${documents}/${stored.id}/download`).expect(200);
      harness.clock.offsetSeconds = 0;
      expect((await harness.download(old.url)).status).toBe(403);
    });
  },
);

describe('project documents: who sees, uploads and downloads what (docs/modules/projects.md#documents)', () => {
  let harness: Harness;
  let app: TestApp;
  let staff: Browser;
  let ana: { agent: Browser; id: string };
  let bob: { agent: Browser; id: string };
  let anonymous: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    harness = await onLocalDisk([{ provide: DocumentScanner, useValue: new EicarScanner() }]);
    app = harness.app;
    staff = await signInStaff(app, STAFF);
    ana = await client(app, 'ana@example.com', 'Ana');
    bob = await client(app, 'bob@example.com', 'Bob');
    anonymous = request.agent(app.app.getHttpServer()).set(BROWSER_HEADERS);
  }, 120_000);
  afterAll(() => harness?.close());

  const portal = (projectId: string) => `/api/portal/projects/${projectId}/documents`;
  const admin = (projectId: string) => `/api/admin/projects/${projectId}/documents`;
  const clientList = async (agent: Browser, projectId: string): Promise<Page<PortalDocument>> =>
    (await agent.get(portal(projectId)).expect(200)).body;
  const staffList = async (projectId: string): Promise<Page<AdminDocument>> =>
    (await staff.get(admin(projectId)).expect(200)).body;
  const timeline = async (projectId: string) =>
    (
      await app.dataSource
        .getRepository(OnboardingEventEntity)
        .find({ where: { projectId }, order: { createdAt: 'ASC' } })
    ).map((event) => event.kind);

  it("lets the owner upload and list, staff see the client's upload, and answers 404 to another client, 401 to nobody", async () => {
    const projectId = await newProject(app, ana.id);

    const { body: mine } = await upload(ana.agent, portal(projectId), PNG, 'logo.png', {
      notes: '  Our current logo  ',
    }).expect(201);
    expect(mine).toEqual({
      id: expect.any(String),
      originalName: 'logo.png',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      notes: 'Our current logo',
      canDownload: true,
      uploaderRole: 'customer',
      mine: true,
      scanStatus: 'clean',
      createdAt: expect.any(String),
    });
    expect((await clientList(ana.agent, projectId)).items).toEqual([mine]);
    expect((await staffList(projectId)).items).toEqual([
      {
        ...mine,
        mine: false,
        isVisible: true,
        uploadedBy: ana.id,
        uploaderName: 'Ana Lopez',
        scannedAt: expect.any(String),
      },
    ]);
    expect(await timeline(projectId)).toEqual(['document_uploaded']);

    await bob.agent.get(portal(projectId)).expect(404);
    await upload(bob.agent, portal(projectId), PNG, 'mine.png').expect(404);
    await bob.agent.get(`${portal(projectId)}/${mine.id}/download`).expect(404);
    await anonymous.get(portal(projectId)).expect(401);
    await anonymous.post(portal(projectId)).attach('file', PNG, 'logo.png').expect(401);
    await ana.agent.get(admin(projectId)).expect(403);
    await upload(ana.agent, admin(projectId), PNG, 'logo.png').expect(403);
    expect(await documentRows(app, projectId)).toHaveLength(1);
  });

  it('never lists a document staff hid to the client, nor lets them download it; canDownload false is a 403', async () => {
    const projectId = await newProject(app, ana.id);
    const { body: hidden } = await upload(staff, admin(projectId), PDF, 'Internal estimate.pdf', {
      isVisible: 'false',
      notes: 'Draft, not for the client yet',
    }).expect(201);
    const { body: viewOnly } = await upload(staff, admin(projectId), PDF, 'Contract.pdf', {
      canDownload: 'false',
      notes: 'Signed by both parties',
    }).expect(201);
    expect(hidden).toMatchObject({ isVisible: false, canDownload: true, uploaderRole: 'admin', mine: true });

    const listed = await clientList(ana.agent, projectId);
    expect(listed.items.map((document) => document.originalName)).toEqual(['Contract.pdf']);
    expect(listed.items[0]).toMatchObject({ notes: 'Signed by both parties', canDownload: false, mine: false });
    expect(JSON.stringify(listed)).not.toContain('Internal estimate');
    await ana.agent.get(`${portal(projectId)}/${hidden.id}/download`).expect(404);
    const refused = await ana.agent.get(`${portal(projectId)}/${viewOnly.id}/download`).expect(403);
    expect(refused.body.message).toBe('This document can be seen but not downloaded: ask us for a copy.');
    await staff.get(`${admin(projectId)}/${viewOnly.id}/download`).expect(200);
    await staff.get(`${admin(projectId)}/${hidden.id}/download`).expect(200);

    // Shown, then hidden again: the client's list and downloads follow at once.
    await staff
      .patch(`${admin(projectId)}/${hidden.id}`)
      .send({ isVisible: true })
      .expect(200);
    expect((await clientList(ana.agent, projectId)).total).toBe(2);
    await ana.agent.get(`${portal(projectId)}/${hidden.id}/download`).expect(200);
    const { body: changed } = await staff
      .patch(`${admin(projectId)}/${hidden.id}`)
      .send({ isVisible: false, notes: '' })
      .expect(200);
    expect(changed).toMatchObject({ isVisible: false, notes: null });
    expect((await clientList(ana.agent, projectId)).items.map((document) => document.id)).toEqual([viewOnly.id]);
    await ana.agent.get(`${portal(projectId)}/${hidden.id}/download`).expect(404);
    expect(await timeline(projectId)).toEqual([
      'document_uploaded',
      'document_uploaded',
      'document_changed',
      'document_changed',
    ]);
    await ana.agent
      .patch(`${admin(projectId)}/${hidden.id}`)
      .send({ isVisible: true })
      .expect(403);
  });

  it('deletes an infected upload, keeps it listed as infected to its uploader and staff only, and answers 422', async () => {
    const projectId = await newProject(app, ana.id);
    const storage = app.app.get(FileStorage);

    const refused = await upload(ana.agent, portal(projectId), Buffer.from(EICAR), 'invoice.txt').expect(422);
    expect(refused.body).toEqual({
      statusCode: 422,
      message: 'invoice.txt contains malware and was not kept: it is listed as infected, and nobody can download it.',
    });
    const [row] = await documentRows(app, projectId);
    expect(row).toMatchObject({ scanStatus: 'infected', originalName: 'invoice.txt' });
    expect(await storage.exists(row.storedName)).toBe(false);
    expect(await harness.leftovers(projectId)).toEqual([]);
    expect((await clientList(ana.agent, projectId)).items).toMatchObject([
      { id: row.id, scanStatus: 'infected', mine: true },
    ]);
    expect((await staffList(projectId)).items).toMatchObject([{ id: row.id, scanStatus: 'infected' }]);
    await ana.agent.get(`${portal(projectId)}/${row.id}/download`).expect(409);
    await staff.get(`${admin(projectId)}/${row.id}/download`).expect(409);
    expect(await timeline(projectId)).toEqual(['document_infected']);

    // Staff's infected upload never reaches the client, visible or not.
    await upload(staff, admin(projectId), Buffer.from(EICAR), 'tool.txt').expect(422);
    expect((await clientList(ana.agent, projectId)).items.map((document) => document.originalName)).toEqual([
      'invoice.txt',
    ]);
  });

  it('keeps nothing when the scanner cannot be reached (503)', async () => {
    const projectId = await newProject(app, ana.id);
    const response = await upload(ana.agent, portal(projectId), Buffer.from('SCANNER-DOWN notes'), 'notes.csv').expect(
      503,
    );
    expect(response.body.message).toBe('The service is briefly unavailable. Please try again in a minute.');
    expect(await harness.leftovers(projectId)).toEqual([]);
    expect(await documentRows(app, projectId)).toEqual([]);
  });

  it('accepts CSV as text, and refuses a malformed form in the one error shape, keeping nothing', async () => {
    const projectId = await newProject(app, ana.id);
    const csv = await upload(ana.agent, portal(projectId), Buffer.from('name,amount\nAna,12\n'), 'budget.csv').expect(
      201,
    );
    expect(csv.body).toMatchObject({ originalName: 'budget.csv', mimeType: 'text/plain' });

    const noFile = await ana.agent.post(portal(projectId)).field('notes', 'Where is it?').expect(400);
    expect(noFile.body.errors).toEqual([{ field: 'file', message: 'file must be a file' }]);
    const json = await ana.agent.post(portal(projectId)).send({ file: 'x' }).expect(415);
    expect(json.body.message).toBe('Send the file as multipart/form-data, in the field `file`');
    const clientFlags = await upload(ana.agent, portal(projectId), PDF, 'a.pdf', { isVisible: 'false' }).expect(400);
    expect(clientFlags.body.errors).toEqual([{ field: 'isVisible', message: 'property isVisible should not exist' }]);
    const longNote = await upload(ana.agent, portal(projectId), PDF, 'a.pdf', { notes: 'x'.repeat(2001) }).expect(400);
    expect(longNote.body.errors).toEqual([
      { field: 'notes', message: 'notes must be shorter than or equal to 2000 characters' },
    ]);
    const badFlag = await upload(staff, admin(projectId), PDF, 'a.pdf', { isVisible: 'maybe' }).expect(400);
    expect(badFlag.body.errors).toEqual([{ field: 'isVisible', message: 'isVisible must be a boolean value' }]);

    expect((await documentRows(app, projectId)).map((row) => row.originalName)).toEqual(['budget.csv']);
    expect(await harness.leftovers(projectId)).toHaveLength(1);
  });

  it('keeps a safe file name, cut to 255 characters with its extension', async () => {
    const projectId = await newProject(app, ana.id);
    const { body } = await upload(ana.agent, portal(projectId), PDF, `${'é'.repeat(300)}.pdf`).expect(201);
    expect(body.originalName).toBe(`${'é'.repeat(251)}.pdf`);
  });

  it('deletes a document: its row first, then its file; a message it was attached to keeps its text', async () => {
    const projectId = await newProject(app, ana.id);
    const { body: document } = await upload(staff, admin(projectId), PDF, 'Brief.pdf').expect(201);
    const { body: message } = await staff
      .post(`/api/admin/projects/${projectId}/messages`)
      .send({ body: 'The brief is attached.', attachmentId: document.id })
      .expect(201);
    expect(message.attachment).toEqual({
      id: document.id,
      originalName: 'Brief.pdf',
      sizeBytes: PDF.length,
      mimeType: 'application/pdf',
    });
    const [row] = await documentRows(app, projectId);

    await ana.agent.delete(`${admin(projectId)}/${document.id}`).expect(403);
    await staff.delete(`${admin(projectId)}/${document.id}`).expect(204);

    expect(await documentRows(app, projectId)).toEqual([]);
    expect(await app.app.get(FileStorage).exists(row.storedName)).toBe(false);
    const { body: thread } = await ana.agent.get(`/api/portal/projects/${projectId}/messages`).expect(200);
    expect(thread.items).toMatchObject([{ body: 'The brief is attached.', attachment: null }]);
    await staff.delete(`${admin(projectId)}/${document.id}`).expect(404);
    expect(await timeline(projectId)).toEqual(['document_uploaded', 'document_removed']);
  });
});
