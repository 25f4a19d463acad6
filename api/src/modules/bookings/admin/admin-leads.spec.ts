import { ValueType, Workbook } from 'exceljs';
import request from 'supertest';
import { Browser, signInStaff, signUpVerified, waitForMail } from '../../../../test/auth-helpers';
import { csvRows } from '../../../../test/csv-rows';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { OutboxService } from '../../notifications/outbox/outbox.service';
import { ConsultationEntity } from '../entities/consultation.entity';
import { GeneralQuestionEntity } from '../entities/general-question.entity';
import { ServiceInquiryEntity } from '../entities/service-inquiry.entity';
import { readableMail } from '../../../../test/readable-mail';

const STAFF = 'staff@example.com';
const DAY_MS = 24 * 3_600_000;
const FORMATION = 'Business Formation & Legal Setup';
const MARKETING = 'Digital Marketing';

const person = (firstName: string, lastName: string, phone: string | null = null) => ({
  contact: { firstName, lastName, email: `${firstName.toLowerCase()}@example.com`, phone, country: 'United States' },
  name: `${firstName} ${lastName}`,
});

describe('admin: leads inbox', () => {
  let app: TestApp;
  let staff: Browser;
  let customer: Browser;
  let ana: ConsultationEntity;
  let question: GeneralQuestionEntity;
  const monday = new Date('2030-03-11T14:00:00Z');

  const names = (body: { items: { name?: string; firstName: string }[] }) =>
    body.items.map((item) => item.name ?? item.firstName);

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF, 'Sam');
    customer = await signUpVerified(app, 'cora@example.com', 'Cora');
    const consultations = app.dataSource.getRepository(ConsultationEntity);
    const booking = {
      businessType: 'I have a business',
      budget: '$3,000 - $5,000 USD',
      message: 'I need an LLC in Delaware.',
    };
    ana = await consultations.save({
      ...person('Ana', 'Lopez'),
      ...booking,
      servicesInterested: [FORMATION],
      scheduledAt: monday,
      meetingLink: 'https://meet.jit.si/inspivision-abc',
    });
    await consultations.save({
      ...person('Ben', 'Okafor', '+1 404 555 0134'),
      ...booking,
      servicesInterested: [MARKETING, FORMATION],
      budget: '$10,000 - $20,000 USD',
      message: 'Growth plan for my bakery.',
      scheduledAt: new Date(monday.getTime() + 2 * DAY_MS),
      status: 'confirmed',
    });
    const old = await consultations.save({
      ...person('Cleo', 'Park'),
      ...booking,
      servicesInterested: [MARKETING],
      scheduledAt: new Date(monday.getTime() + 3 * DAY_MS),
      status: 'cancelled',
    });
    await consultations.update(old.id, { createdAt: new Date(Date.now() - 30 * DAY_MS) });
    await app.dataSource.getRepository(ServiceInquiryEntity).save({
      ...person('Dora', 'Kim'),
      businessType: 'E-commerce Store',
      budget: '$5,000 - $10,000 USD',
      servicesInterested: ['E-Commerce & Online Store Solutions'],
      message: 'A Shopify store with subscriptions.',
      scheduledAt: new Date(monday.getTime() + DAY_MS),
    });
    question = await app.dataSource.getRepository(GeneralQuestionEntity).save({
      ...person('Eve', 'Stone'),
      serviceQuestion: 'General Business Consulting',
      message: 'Can a non-resident open a US bank account?',
    });
  });
  afterAll(() => app.close());

  it('is for staff only: 401 signed out, 403 for customers', async () => {
    const anonymous = request(app.app.getHttpServer());
    for (const path of [
      '/api/admin/consultations',
      '/api/admin/service-inquiries/export',
      `/api/admin/general-questions/${question.id}`,
      '/api/admin/consultations/booked?from=2030-03-11T00:00:00Z&to=2030-03-18T00:00:00Z',
    ]) {
      await anonymous.get(path).expect(401);
      await customer.get(path).expect(403);
    }
    await customer.post(`/api/admin/general-questions/${question.id}/reply`).send({ message: 'Hi' }).expect(403);
  });

  it('filters by status, received and scheduled dates, service and budget; searches; sorts', async () => {
    const list = async (query: string) =>
      names((await staff.get(`/api/admin/consultations?${query}`).expect(200)).body);
    expect(await list('')).toEqual(['Ben Okafor', 'Ana Lopez', 'Cleo Park']);
    expect(await list('status=confirmed')).toEqual(['Ben Okafor']);
    expect(await list(`service=${encodeURIComponent(MARKETING)}&sortBy=name&sortOrder=asc`)).toEqual([
      'Ben Okafor',
      'Cleo Park',
    ]);
    expect(await list(`budget=${encodeURIComponent('$3,000 - $5,000 USD')}&sortBy=name&sortOrder=asc`)).toEqual([
      'Ana Lopez',
      'Cleo Park',
    ]);
    const weekAgo = new Date(Date.now() - 7 * DAY_MS).toISOString();
    expect(await list(`createdFrom=${weekAgo}&sortBy=name&sortOrder=asc`)).toEqual(['Ana Lopez', 'Ben Okafor']);
    expect(await list(`createdTo=${weekAgo}`)).toEqual(['Cleo Park']);
    expect(await list(`scheduledFrom=2030-03-12T00:00:00Z&scheduledTo=2030-03-13T23:59:59Z`)).toEqual(['Ben Okafor']);
    expect(await list('sortBy=scheduledAt&sortOrder=asc')).toEqual(['Ana Lopez', 'Ben Okafor', 'Cleo Park']);
    expect(await list('search=BAKERY')).toEqual(['Ben Okafor']);
    expect(await list('search=ana%40example')).toEqual(['Ana Lopez']);
    expect(await list('search=okafor')).toEqual(['Ben Okafor']);
    // A day finds the calls booked for it on the business's calendar (and what was received that day).
    expect(await list('search=2030-03-13')).toEqual(['Ben Okafor']);
    expect(await list('search=2030-03-12')).toEqual([]);
    const today = (await staff.get('/api/admin/consultations?search=ben').expect(200)).body.items[0]
      .createdAt as string;
    const todayInNewYork = new Date(today).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    expect(await list(`search=${todayInNewYork}&sortBy=name&sortOrder=asc`)).toEqual(['Ana Lopez', 'Ben Okafor']);
    expect(names((await staff.get('/api/admin/service-inquiries?search=2030-03-12').expect(200)).body)).toEqual([
      'Dora Kim',
    ]);

    const page = await staff.get('/api/admin/consultations?sortBy=name&sortOrder=asc&pageSize=2&page=2').expect(200);
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(page.body)).toEqual(['Cleo Park']);

    const bad = await staff.get('/api/admin/consultations?status=lost&createdFrom=yesterday&sortBy=email').expect(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'createdFrom',
      'sortBy',
      'status',
    ]);

    const inquiries = await staff.get('/api/admin/service-inquiries?search=shopify').expect(200);
    expect(inquiries.body.items).toEqual([
      expect.objectContaining({
        name: 'Dora Kim',
        businessType: 'E-commerce Store',
        status: 'pending',
        servicesInterested: ['E-Commerce & Online Store Solutions'],
      }),
    ]);
    const questions = await staff.get('/api/admin/general-questions?search=eve%20stone&status=pending').expect(200);
    expect(questions.body.items).toEqual([
      expect.objectContaining({ id: question.id, serviceQuestion: 'General Business Consulting' }),
    ]);
    expect((await staff.get('/api/admin/general-questions?service=Digital%20Marketing').expect(200)).body.total).toBe(
      0,
    );
  });

  it('exports the filtered view as CSV', async () => {
    const response = await staff
      .get(`/api/admin/consultations/export?service=${encodeURIComponent(MARKETING)}&sortBy=name&sortOrder=asc`)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="consultations.csv"');
    const rows = csvRows(response.text);
    expect(rows[0].join(',')).toBe(
      'Received (America/New_York),Status,Scheduled (America/New_York),First name,Last name,Email,Phone,Country,Stage,Services,Budget,Message,Meeting link',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(1, 12)).toEqual([
      'confirmed',
      '2030-03-13T10:00:00-04:00',
      'Ben',
      'Okafor',
      'ben@example.com',
      '+1 404 555 0134',
      'United States',
      'I have a business',
      `${MARKETING}; ${FORMATION}`,
      '$10,000 - $20,000 USD',
      'Growth plan for my bakery.',
    ]);
    expect(rows[2][1]).toBe('cancelled');
    const questions = await staff.get('/api/admin/general-questions/export').expect(200);
    expect(csvRows(questions.text)[0].join(',')).toBe(
      'Received (America/New_York),Status,First name,Last name,Email,Phone,Country,Service,Question',
    );
  });

  it('lists the week’s booked calls, without released bookings', async () => {
    const { body } = await staff
      .get('/api/admin/consultations/booked?from=2030-03-11T00:00:00Z&to=2030-03-18T00:00:00Z')
      .expect(200);
    expect(body.map((call: { name: string; leadType: string }) => [call.name, call.leadType])).toEqual([
      ['Ana Lopez', 'consultation'],
      ['Dora Kim', 'service_inquiry'],
      ['Ben Okafor', 'consultation'],
    ]);
    expect(body[0]).toMatchObject({
      scheduledAt: '2030-03-11T14:00:00.000Z',
      meetingLink: 'https://meet.jit.si/inspivision-abc',
    });
    await staff.get('/api/admin/consultations/booked?from=2030-03-18T00:00:00Z&to=2030-03-11T00:00:00Z').expect(400);
    await staff.get('/api/admin/consultations/booked?from=2030-01-01T00:00:00Z&to=2030-06-01T00:00:00Z').expect(400);
    await staff.get('/api/admin/consultations/booked?from=monday&to=2030-06-01T00:00:00Z').expect(400);
  });

  it('shows one lead whole, with its status changes and the mails they sent in the history', async () => {
    await staff.patch(`/api/admin/consultations/${ana.id}/status`).send({ status: 'confirmed' }).expect(200);
    await app.app.get(OutboxService).settled();
    const { body } = await staff.get(`/api/admin/consultations/${ana.id}`).expect(200);
    expect(body).toMatchObject({
      id: ana.id,
      name: 'Ana Lopez',
      email: 'ana@example.com',
      country: 'United States',
      businessType: 'I have a business',
      budget: '$3,000 - $5,000 USD',
      message: 'I need an LLC in Delaware.',
      servicesInterested: [FORMATION],
      status: 'confirmed',
    });
    expect(body.history[0]).toMatchObject({ kind: 'received', at: body.createdAt });
    expect(body.history[1]).toMatchObject({
      kind: 'status',
      fromStatus: 'pending',
      toStatus: 'confirmed',
      actor: 'Sam Lopez',
    });
    expect(body.history.slice(2)).toContainEqual(
      expect.objectContaining({ kind: 'email', subject: 'Your consultation is confirmed' }),
    );
    // Mails about something else (here a question's acknowledgement) stay out of it.
    await app.app.get(OutboxService).send({
      channel: 'email',
      category: 'transactional',
      template: 'bookings.question-received',
      recipient: 'ana@example.com',
      payload: { subject: 'We received your question', html: '', text: '' },
    });
    const again = await staff.get(`/api/admin/consultations/${ana.id}`).expect(200);
    expect(again.body.history.map((item: { subject: string | null }) => item.subject)).not.toContain(
      'We received your question',
    );
    await staff.get('/api/admin/consultations/4f3c1a52-7d1e-4d8e-9a51-0c4f0b6b2f10').expect(404);
    await staff.get('/api/admin/service-inquiries/not-a-uuid').expect(400);
  });

  it('blocks and unblocks days', async () => {
    const days = async () =>
      (await staff.get('/api/admin/blocked-days?from=2030-03-01&to=2030-03-31').expect(200)).body;
    expect(await days()).toEqual({ timeZone: 'America/New_York', days: [], holidays: [] });
    const blocked = await staff.put('/api/admin/blocked-days/2030-03-12').send({ reason: 'Team retreat' }).expect(200);
    expect(blocked.body).toMatchObject({ date: '2030-03-12', reason: 'Team retreat' });
    await staff.put('/api/admin/blocked-days/2030-03-13').send({}).expect(200);
    expect((await days()).days.map((day: { date: string }) => day.date)).toEqual(['2030-03-12', '2030-03-13']);
    await staff.delete('/api/admin/blocked-days/2030-03-12').expect(204);
    expect((await days()).days).toEqual([expect.objectContaining({ date: '2030-03-13', reason: null })]);

    await staff.put('/api/admin/blocked-days/2030-02-30').send({}).expect(400);
    await staff.put('/api/admin/blocked-days/tomorrow').send({}).expect(400);
    await staff.get('/api/admin/blocked-days?from=2030-03-31&to=2030-03-01').expect(400);
    await staff.get('/api/admin/blocked-days?from=2030-01-01&to=2031-06-01').expect(400);
    await customer.put('/api/admin/blocked-days/2030-03-14').send({}).expect(403);
    await request(app.app.getHttpServer())
      .delete('/api/admin/blocked-days/2030-03-13')
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(401);
  });

  it('replies to a question by e-mail, marks it answered and keeps the reply in its history', async () => {
    const empty = await staff
      .post(`/api/admin/general-questions/${question.id}/reply`)
      .send({ message: '   ' })
      .expect(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'message', message: 'Write a reply' })]);
    await staff
      .post(`/api/admin/general-questions/${question.id}/reply`)
      .send({ message: 'x'.repeat(5001) })
      .expect(400);

    const { body } = await staff
      .post(`/api/admin/general-questions/${question.id}/reply`)
      .send({ message: 'Yes, several banks open accounts remotely.\n\nWe can introduce you to one.' })
      .expect(200);
    expect(body.status).toBe('answered');
    const mail = readableMail(await waitForMail(app, 'eve@example.com'));
    expect(mail).toContain('Subject: Re: your question about General Business Consulting');
    expect(mail).toContain('Hi Eve,');
    expect(mail).toContain('Yes, several banks open accounts remotely.');
    expect(mail).toContain('You asked: "Can a non-resident open a US bank account?"');
    expect(mail).toContain('Sam Lopez, Inspivision');

    await app.app.get(OutboxService).settled();
    const detail = await staff.get(`/api/admin/general-questions/${question.id}`).expect(200);
    expect(detail.body.history).toEqual([
      expect.objectContaining({ kind: 'received' }),
      expect.objectContaining({
        kind: 'reply',
        subject: 'Re: your question about General Business Consulting',
        message: 'Yes, several banks open accounts remotely.\n\nWe can introduce you to one.',
        actor: 'Sam Lopez',
        deliveryStatus: 'sent',
      }),
      expect.objectContaining({ kind: 'status', fromStatus: 'pending', toStatus: 'answered', actor: 'Sam Lopez' }),
    ]);
    expect((await staff.get('/api/admin/general-questions?status=answered').expect(200)).body.total).toBe(1);
    // A second reply is sent and kept; the question stays answered.
    await staff
      .post(`/api/admin/general-questions/${question.id}/reply`)
      .send({ message: 'One more thing.' })
      .expect(200);
    const again = await staff.get(`/api/admin/general-questions/${question.id}`).expect(200);
    expect(again.body).toMatchObject({ status: 'answered' });
    expect(again.body.history.filter((item: { kind: string }) => item.kind === 'reply')).toHaveLength(2);
    await staff
      .post('/api/admin/general-questions/4f3c1a52-7d1e-4d8e-9a51-0c4f0b6b2f10/reply')
      .send({ message: 'Hello' })
      .expect(404);
  });

  it('exports names and phone numbers intact: a CSV with a byte-order mark, and an .xlsx with typed cells', async () => {
    // As the booking form stores it: the phone as the visitor typed it, trimmed.
    const lead = await app.dataSource.getRepository(ConsultationEntity).save({
      ...person('José', 'Ñúñez 🚀', '+1 404 555 0134'),
      businessType: 'I have a business',
      budget: '$3,000 - $5,000 USD',
      servicesInterested: [FORMATION],
      message: 'Hola',
    });
    await app.dataSource
      .getRepository(ConsultationEntity)
      .update(lead.id, { createdAt: new Date('2030-01-15T15:30:00Z') });
    const download = (format: string) =>
      staff.get(`/api/admin/consultations/export?search=%C3%91%C3%BA%C3%B1ez&format=${format}`).responseType('blob');

    const csv = await download('csv').expect(200);
    expect([...(csv.body as Buffer).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row, ...rest] = csvRows((csv.body as Buffer).toString('utf8'));
    expect(rest).toEqual([]);
    const csvCell = (name: string) => row[header.indexOf(name)];
    expect([csvCell('First name'), csvCell('Last name'), csvCell('Phone')]).toEqual([
      'José',
      'Ñúñez 🚀',
      '+1 404 555 0134',
    ]);
    // The business's clock with its offset, as the .xlsx below shows it; the header names the zone.
    expect(csvCell('Received (America/New_York)')).toBe('2030-01-15T10:30:00-05:00');

    const xlsx = await download('xlsx').expect(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="consultations.xlsx"');
    const workbook = new Workbook();
    await workbook.xlsx.load(xlsx.body as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const xlsxCell = (name: string) => sheet.getRow(2).getCell(headers.indexOf(name) + 1);
    expect(sheet.rowCount).toBe(2);
    for (const [name, text] of [
      ['First name', 'José'],
      ['Last name', 'Ñúñez 🚀'],
      ['Phone', '+1 404 555 0134'],
    ]) {
      expect(xlsxCell(name).type).toBe(ValueType.String);
      expect(xlsxCell(name).value).toBe(text);
    }
    // 15:30 UTC is 10:30 in New York in January: the wall-clock time, in a date cell.
    const received = xlsxCell('Received (America/New_York, UTC\u221205:00)');
    expect(received.type).toBe(ValueType.Date);
    expect(received.value).toEqual(new Date('2030-01-15T10:30:00Z'));

    await staff.get('/api/admin/consultations/export?format=pdf').expect(400);
  });
});
