import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app.ts';
import { PNG_BYTES } from '../../../tests/support/records.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  fs.writeFileSync(path.join(test.config.uploadDir, 'campus-logo.png'), PNG_BYTES);
  const privateDir = path.join(test.config.uploadDir, 'private', 'students', '7');
  fs.mkdirSync(privateDir, { recursive: true });
  fs.writeFileSync(path.join(privateDir, 'photo.png'), PNG_BYTES);
});
afterAll(() => test.close());

describe('the public /uploads route', () => {
  it('serves a logo by name, with nosniff', async () => {
    const response = await test.api.get('/uploads/campus-logo.png').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses every spelling of a path into the private folder', async () => {
    for (const url of [
      '/uploads/private/students/7/photo.png',
      '/uploads/PRIVATE/students/7/photo.png',
      '/uploads/%70rivate/students/7/photo.png',
      '/uploads/./private/students/7/photo.png',
      '/uploads//private/students/7/photo.png',
      '/uploads/students/../private/students/7/photo.png',
      '/uploads/private/',
    ]) {
      const response = await test.api.get(url);
      // Refused as forbidden, missing or malformed: never served.
      expect([400, 403, 404], `${url} answered ${response.status}`).toContain(response.status);
      expect(Buffer.isBuffer(response.body) && response.body.equals(PNG_BYTES)).toBe(false);
    }
  });
});
