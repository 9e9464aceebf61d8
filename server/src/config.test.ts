import { describe, expect, it } from 'vitest';
import { ConfigError, ConfigSchema, loadConfig, loadObjectStore } from './config.ts';

const base = { DATABASE_URL: 'postgresql://localhost/hemis', JWT_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('applies the defaults of .env.example', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.smtp).toBeUndefined();
    expect(config.uploadDir.endsWith('/.data/uploads')).toBe(true);
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: '' }, 'fallback'.repeat(8))).toThrow(
      /JWT_SECRET is required in production/,
    );
  });

  it('uses the fallback secret outside production only', () => {
    expect(loadConfig({ DATABASE_URL: base.DATABASE_URL }, 'f'.repeat(40)).jwtSecret).toBe('f'.repeat(40));
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', PUBLIC_URL: 'not a url' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/PUBLIC_URL/);
      expect(problems).toMatch(/JWT_SECRET must be at least 32 characters/);
    }
  });

  it('configures SMTP only when a host is given', () => {
    const config = loadConfig({ ...base, SMTP_HOST: 'mail.example.org', SMTP_PORT: '465', SMTP_SECURE: 'true' });
    expect(config.smtp).toEqual({
      host: 'mail.example.org',
      port: 465,
      secure: true,
      user: undefined,
      password: undefined,
    });
  });

  it('treats every variable set to an empty or blank value as unset', () => {
    const everyVariableEmpty = Object.fromEntries(Object.keys(ConfigSchema.shape).map((name) => [name, '']));
    expect(loadConfig({ ...everyVariableEmpty, ...base, SMTP_HOST: ' ' })).toEqual(loadConfig(base));
    expect(loadConfig({ ...base, NODE_ENV: '' }).env).toBe('development');
  });

  it('says DATABASE_URL is required when it is unset or empty', () => {
    expect(() => loadConfig({ JWT_SECRET: base.JWT_SECRET })).toThrow(/DATABASE_URL is required/);
    expect(() => loadConfig({ ...base, DATABASE_URL: '' })).toThrow(/DATABASE_URL is required/);
  });

  it('reads reports from the primary unless REPORTS_DATABASE_URL names a replica, at most 300 seconds behind by default', () => {
    expect(loadConfig(base).reports).toMatchObject({ databaseUrl: undefined, maxLagSeconds: 300 });
    const replica = 'postgresql://replica/hemis';
    expect(loadConfig({ ...base, REPORTS_DATABASE_URL: replica, REPORTS_MAX_LAG_SECONDS: '30' }).reports).toMatchObject(
      { databaseUrl: replica, maxLagSeconds: 30 },
    );
    expect(() => loadConfig({ ...base, REPORTS_MAX_LAG_SECONDS: '0' })).toThrow(/REPORTS_MAX_LAG_SECONDS/);
  });

  it('sets the sign-in limits of README by default', () => {
    expect(loadConfig(base).authLimits).toEqual({
      windowMs: 15 * 60_000,
      perAccountAndAddress: 5,
      perAddress: 200,
      delayAfterFailures: 5,
    });
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 192.168.0.0/16, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['1', 'proxy.example.org', '10.0.0.0/33', '10.0.0.1/8/8'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be true, false, or/);
  });

  it('draws the map without tiles unless an https tile address is given', () => {
    expect(loadConfig(base).mapTileUrl).toBe('');
    const tiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ ...base, MAP_TILE_URL: tiles }).mapTileUrl).toBe(tiles);
  });

  it('runs on the system time unless HEMIS_CLOCK sets another, which production refuses', () => {
    const before = Date.now();
    const system = loadConfig(base).clock.now().getTime();
    expect(system).toBeGreaterThanOrEqual(before);
    expect(system).toBeLessThanOrEqual(Date.now());
    expect(
      loadConfig({ ...base, HEMIS_CLOCK: '2026-11-26T06:00:00Z' })
        .clock.now()
        .toISOString(),
    ).toBe('2026-11-26T06:00:00.000Z');
    expect(() => loadConfig({ ...base, HEMIS_CLOCK: 'tomorrow' })).toThrow(/HEMIS_CLOCK must be an instant/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', HEMIS_CLOCK: '+10y' })).toThrow(
      /HEMIS_CLOCK is for tests and demos/,
    );
  });

  it('reaches identity providers over https only, unless SSO_ALLOW_HTTP_ISSUERS allows http outside production', () => {
    expect(loadConfig(base).sso).toEqual({ allowHttpIssuers: false });
    expect(loadConfig({ ...base, SSO_ALLOW_HTTP_ISSUERS: 'true' }).sso).toEqual({ allowHttpIssuers: true });
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SSO_ALLOW_HTTP_ISSUERS: 'true' }),
    ).toThrow(/SSO_ALLOW_HTTP_ISSUERS is for tests and local development/);
  });

  it("pays through eSewa's public test merchant outside production, back to PUBLIC_URL unless told", () => {
    expect(loadConfig(base).payment).toEqual({
      esewa: {
        merchantCode: 'EPAYTEST',
        secretKey: '8gBm/:&EnhH.1/q',
        formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
        statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
      },
      returnUrl: 'http://localhost:3000',
    });
    expect(loadConfig({ ...base, PAYMENT_RETURN_URL: 'https://pay.example.org/' }).payment.returnUrl).toBe(
      'https://pay.example.org',
    );
  });

  it("refuses to start in production without the merchant's own eSewa settings", () => {
    const merchant = {
      ESEWA_MERCHANT_CODE: 'NP-CAMPUS',
      ESEWA_SECRET_KEY: 'campus secret',
      ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
      ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
    };
    const production = { ...base, NODE_ENV: 'production' };
    expect(loadConfig({ ...production, ...merchant }).payment.esewa.merchantCode).toBe('NP-CAMPUS');
    try {
      loadConfig({ ...production, ESEWA_MERCHANT_CODE: 'NP-CAMPUS' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'ESEWA_SECRET_KEY: ESEWA_SECRET_KEY is required in production (the test merchant is for development only)',
        'ESEWA_FORM_URL: ESEWA_FORM_URL is required in production (the test merchant is for development only)',
        'ESEWA_STATUS_URL: ESEWA_STATUS_URL is required in production (the test merchant is for development only)',
      ]);
    }
  });

  it.each(['http://tile.example.org/{z}/{x}/{y}.png', 'https://tile.example.org/tiles.png'])(
    'refuses MAP_TILE_URL=%s',
    (value) => {
      expect(() => loadConfig({ ...base, MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL must be an https address/);
    },
  );
});

describe('the object store settings', () => {
  const bucket = {
    S3_BUCKET: 'hemis-files',
    S3_ENDPOINT: 'https://minio.example.org:9000',
    S3_ACCESS_KEY_ID: 'hemis',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
  };

  it('keep files in the upload folder unless S3_BUCKET is set', () => {
    expect(loadConfig(base).objectStore).toBeUndefined();
    expect(loadObjectStore({})).toBeUndefined();
  });

  it('name the bucket, its address and keys, and ask for AES256 unless told otherwise', () => {
    const expected = {
      bucket: 'hemis-files',
      endpoint: 'https://minio.example.org:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'hemis', secretAccessKey: 'secret' },
      forcePathStyle: true,
      serverSideEncryption: 'AES256',
    };
    expect(loadConfig({ ...base, ...bucket }).objectStore).toEqual(expected);
    expect(loadObjectStore(bucket)).toEqual(expected);
    expect(loadObjectStore({ ...bucket, S3_SERVER_SIDE_ENCRYPTION: 'none' })?.serverSideEncryption).toBeUndefined();
    expect(loadObjectStore({ S3_BUCKET: 'hemis-files' })?.credentials).toBeUndefined();
  });

  it('refuse half a key pair, an address without a bucket and an unknown encryption', () => {
    expect(() => loadObjectStore({ ...bucket, S3_SECRET_ACCESS_KEY: '' })).toThrow(/go together/);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: bucket.S3_ENDPOINT })).toThrow(/S3_ENDPOINT is set but S3_BUCKET/);
    expect(() => loadObjectStore({ ...bucket, S3_SERVER_SIDE_ENCRYPTION: 'rot13' })).toThrow(
      /S3_SERVER_SIDE_ENCRYPTION must be/,
    );
  });
});
