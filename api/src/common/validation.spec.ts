import { Body, Controller, Patch } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsOptional, IsString, ValidateNested } from 'class-validator';
import { Browser, signUpVerified } from '../../test/auth-helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { Public } from './access/access.decorators';

class LineDto {
  @IsString()
  title: string;
}

class NestedDto {
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => LineDto)
  lines?: LineDto[];
}

/** A controller mounted only in this test: a body with nested objects, as the invoices' items. */
@Public()
@Controller('nested-probe')
class NestedProbeController {
  @Patch()
  echo(@Body() body: NestedDto) {
    return body;
  }
}

describe('the global validation', () => {
  let app: TestApp;
  let ana: Browser;
  beforeAll(async () => {
    app = await createTestApp({ controllers: [NestedProbeController] });
    ana = await signUpVerified(app, 'ana@example.com', 'Ana');
  });
  afterAll(() => app.close());

  it.each([
    ['page=abc', 'page must be a whole number'],
    ['page=1.5', 'page must be a whole number'],
    ['page=Infinity', 'page must be a whole number'],
    ['page=0', 'page must not be less than 1'],
    ['page=100001', 'page must not be greater than 100000'],
    ['pageSize=ten', 'pageSize must be a whole number'],
    ['pageSize=101', 'pageSize must not be greater than 100'],
  ])('says what is wrong with ?%s, and only that', async (query, message) => {
    const response = await app.http.get(`/api/services?${query}`).expect(400);
    expect(response.body.errors).toEqual([{ field: query.split('=')[0], message }]);
  });

  const patchProfile = (json: string) =>
    ana.patch('/api/auth/profile').set('Content-Type', 'application/json').send(json);

  it.each(['__proto__', 'constructor', 'prototype', 'isAdmin'])(
    'refuses the body key %s like any unknown key, naming it, and changes nothing',
    async (key) => {
      const response = await patchProfile(`{"firstName":"Eve","${key}":{"role":"admin"}}`).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: `Invalid request: ${key}`,
        errors: [{ field: key, message: `property ${key} should not exist` }],
      });
      expect((await ana.get('/api/auth/profile').expect(200)).body).toMatchObject({ firstName: 'Ana' });
    },
  );

  it('refuses a __proto__ key in a nested object, by its path', async () => {
    const response = await app.http
      .patch('/api/nested-probe')
      .set('Content-Type', 'application/json')
      .send('{"lines":[{"title":"ok"},{"title":"x","__proto__":{"polluted":true}}]}')
      .expect(400);
    expect(response.body.errors).toEqual([
      { field: 'lines.1.__proto__', message: 'property __proto__ should not exist' },
    ]);
    await app.http
      .patch('/api/nested-probe')
      .send({ lines: [{ title: 'ok' }] })
      .expect(200, { lines: [{ title: 'ok' }] });
  });
});
