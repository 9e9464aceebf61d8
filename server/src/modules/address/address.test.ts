import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('GET /Address/GetAll', () => {
  it('answers the seeded tree without a token: province, district, local level and number of wards', async () => {
    const response = await test.api.get('/api/address/getall').expect(200);
    expect(response.body.length).toBeGreaterThan(700);
    expect(Object.keys(response.body[0]).sort()).toEqual(['district', 'localLevel', 'noOfWard', 'province']);
    expect(response.body).toContainEqual(
      expect.objectContaining({ district: 'Kathmandu', localLevel: 'Kirtipur', noOfWard: expect.any(Number) }),
    );
  });
});
