import { Body, Controller, Get, Post } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsEmail, IsInt, IsString, Max, Min, MinLength, ValidateNested } from 'class-validator';
import { createTestApp, TestApp } from '../../test/test-app';
import { Public } from './access/access.decorators';

class LineDto {
  @IsString()
  @MinLength(1)
  title: string;

  @IsInt()
  @Min(1)
  quantity: number;
}

class ProbeDto {
  @IsEmail()
  email: string;

  @IsInt()
  @Min(1)
  @Max(5)
  rating: number;

  @ValidateNested({ each: true })
  @ArrayMinSize(1)
  @Type(() => LineDto)
  lines: LineDto[];
}

/** A controller mounted only in this test, to exercise the global pipe and filter. */
@Public()
@Controller('probe')
class ProbeController {
  @Post()
  echo(@Body() body: ProbeDto) {
    return { received: body, isInstance: body instanceof ProbeDto };
  }

  @Get('crash')
  crash(): never {
    throw new Error('database password is hunter2');
  }
}

describe('the HTTP pipeline', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ controllers: [ProbeController] });
  });
  afterAll(() => app.close());

  it('answers a malformed body with 400 in the error shape, naming each bad field', async () => {
    const response = await app.http
      .post('/api/probe')
      .send({ email: 'not-an-email', rating: 9, lines: [{ title: '', quantity: 0 }], extra: true })
      .expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.message).toMatch(/^Invalid request: /);
    const fields = response.body.errors.map((error: { field: string }) => error.field);
    expect(new Set(fields)).toEqual(new Set(['email', 'rating', 'lines.0.title', 'lines.0.quantity', 'extra']));
    expect(response.body.errors.find((e: { field: string }) => e.field === 'extra').message).toBe(
      'property extra should not exist',
    );
  });

  it('accepts a valid body and hands the handler a DTO instance', async () => {
    const body = { email: 'ana@example.com', rating: 5, lines: [{ title: 'Filing', quantity: 1 }] };
    const response = await app.http.post('/api/probe').send(body).expect(201);
    expect(response.body).toEqual({ received: body, isInstance: true });
  });

  it('answers unparseable JSON with 400, not 500', async () => {
    const response = await app.http
      .post('/api/probe')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await app.http.get('/api/does-not-exist').expect(404).expect('Content-Type', /json/);
    expect(response.body).toEqual({ statusCode: 404, message: 'No such endpoint: GET /api/does-not-exist' });
  });

  it('hides the cause of a server error from the client', async () => {
    const response = await app.http.get('/api/probe/crash').expect(500);
    expect(response.body).toEqual({ statusCode: 500, message: 'Something went wrong on our side' });
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
  });

  it('sends security headers and compresses', async () => {
    const response = await app.http.get('/api/services').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
