import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';

describe('GET /Settings/Public', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      config: {
        SUPPORT_PHONE: '+977-1-4444444',
        SUPPORT_EMAIL: 'help@ugc.example.np',
        DEVELOPER_CREDIT: 'UGC IT Section',
        USER_MANUAL_URL: 'https://ugc.example.np/hemis-manual.pdf',
        MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      },
    });
  });
  afterAll(() => test.close());

  it('answers the configured footer values, link addresses and map tiles to anyone', async () => {
    const response = await test.api.get('/api/settings/public').expect(200);
    expect(response.body).toEqual({
      supportPhone: '+977-1-4444444',
      supportEmail: 'help@ugc.example.np',
      developerCredit: 'UGC IT Section',
      userManualUrl: 'https://ugc.example.np/hemis-manual.pdf',
      oldEmisUrl: '',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });
});
