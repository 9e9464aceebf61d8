import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app.ts';

describe('request bodies', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('accepts an empty URL-encoded form where clients send an empty body', async () => {
    await test.api
      .post('/api/User/GetCodeUser?email=nobody-here@hemis.test&uniId=0')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('')
      .expect(201);
  });

  it('binds URL-encoded fields like JSON ones, case-insensitively', async () => {
    const response = await test.api
      .post('/api/User/Login')
      .type('form')
      .send({ Email: 'nobody-here@hemis.test', PASSWORD: 'Wrong123' })
      .expect(401);
    expect(response.body.code).toBe('WRONG_CREDENTIALS');
  });
});
