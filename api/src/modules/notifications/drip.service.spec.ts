import { waitForMail } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { DripService } from './drip.service';
import { DripLogEntity } from './entities/drip-log.entity';
import { defineMailTemplate } from './mail/mail-template';
import { MailService } from './mail/mail.service';
import { renderMail } from './mail/templates/layout';
import { OutboxMessageEntity } from './outbox/outbox-message.entity';
import { StaffAlerts } from './staff-alerts.service';
import { OutboxService } from './outbox/outbox.service';

const followUp = defineMailTemplate<{ name: string }>({
  key: 'test.follow-up',
  category: 'transactional',
  render: ({ name }) => renderMail({ subject: `How did it go, ${name}?`, preheader: '', paragraphs: ['Hi'] }),
});

describe('drips and staff alerts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: 'owner@example.com, Ops@Example.com' } });
  });
  afterAll(() => app.close());

  it('sends a drip once per entity, even when five workers race for it', async () => {
    const drips = app.app.get(DripService);
    const mail = app.app.get(MailService);
    const key = { kind: 'consultation.follow-up', entityType: 'consultation', entityId: '42' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        drips.sendOnce(key, () => [mail.compose(followUp, { name: 'Ana' }, { email: 'ana@example.com' })]),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await app.dataSource.getRepository(DripLogEntity).countBy(key)).toBe(1);
    expect(await app.dataSource.getRepository(OutboxMessageEntity).countBy({ template: 'test.follow-up' })).toBe(1);
    await waitForMail(app, 'ana@example.com');

    // Another entity of the same kind is its own drip.
    expect(
      await drips.sendOnce({ ...key, entityId: '43' }, () => [
        mail.compose(followUp, { name: 'Bo' }, { email: 'bo@example.com' }),
      ]),
    ).toBe(true);
  });

  it('tells every staff address about a new lead (ADMIN_EMAILS when STAFF_NOTIFY_EMAILS is unset)', async () => {
    const alerts = app.app.get(StaffAlerts);
    await app.app.get(OutboxService).send(
      ...alerts.newLeadMessages({
        kind: 'Consultation request',
        name: 'Ana <b>Lopez</b>',
        email: 'ana@example.com',
        details: [['Budget', '$3,000 - $5,000 USD']],
        adminPath: '/admin1/leads/7',
      }),
    );
    for (const staff of ['owner@example.com', 'ops@example.com']) {
      const mail = await waitForMail(app, staff);
      expect(mail).toMatch(/^Subject: New consultation request: Ana <b>Lopez<\/b>$/m);
      expect(mail).toContain('Budget: $3,000 - $5,000 USD');
      expect(mail).toContain('http://localhost:3000/admin1/leads/7');
    }
  });

  it('uses STAFF_NOTIFY_EMAILS when it is set', async () => {
    const other = await createTestApp({
      env: { ADMIN_EMAILS: 'owner@example.com', STAFF_NOTIFY_EMAILS: 'leads@example.com' },
    });
    try {
      const messages = other.app.get(StaffAlerts).newLeadMessages({
        kind: 'Quick question',
        name: 'Bo',
        email: 'bo@example.com',
        details: [],
        adminPath: '/admin1',
      });
      expect(messages.map((message) => message.recipient)).toEqual(['leads@example.com']);
    } finally {
      await other.close();
    }
  });
});
