import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config/app.config';
import { signInStaff, signUpVerified } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { UserEntity } from './entities/user.entity';

describe('GET /api/debug/admin-check', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: 'boss@example.com, late@example.com' } });
  });
  afterAll(() => app.close());

  it('is internal: served to staff, but not part of the published contract; anonymous callers get 401', async () => {
    const document = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi.json'), 'utf8'));
    expect(document.paths['/api/debug/admin-check']).toBeUndefined();
    await app.http.get('/api/debug/admin-check').expect(401);
  });

  it('tells a customer nothing about how staff are configured', async () => {
    const customer = await signUpVerified(app, 'curious@example.com');
    const response = await customer.get('/api/debug/admin-check').expect(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'Staff only' });
  });

  it('answers an admin', async () => {
    const boss = await signInStaff(app, 'boss@example.com');
    expect((await boss.get('/api/debug/admin-check').expect(200)).body).toMatchObject({
      email: 'boss@example.com',
      role: 'admin',
      inAdminEmails: true,
    });
  });

  it('answers an ADMIN_EMAILS address whose stored role lagged (the request brings it in step)', async () => {
    const late = await signInStaff(app, 'late@example.com');
    await app.dataSource.getRepository(UserEntity).update({ email: 'late@example.com' }, { role: 'customer' });
    const { body } = await late.get('/api/debug/admin-check').expect(200);
    expect(body).toMatchObject({ email: 'late@example.com', inAdminEmails: true });
    expect(JSON.stringify(body)).not.toContain('boss@example.com');
  });
});
