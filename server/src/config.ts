/**
 * HEMIS configuration, parsed once from the environment. A bad or missing variable stops
 * start-up with one line per problem. `.env.example` lists every variable. A variable set to
 * the empty string counts as unset, because compose files and service managers pass empty
 * values for variables they mention but do not set.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CLOCK_SETTING_HELP, parseClockSetting, systemClock, type Clock } from './lib/clock.ts';
import { ESEWA_TEST_SETTINGS, type EsewaSettings } from './modules/payment/esewa.ts';
import type { AttemptLimits } from './lib/rate-limit.ts';
import type { ObjectStoreSettings } from './lib/s3-file-store.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const DATABASE_URL_REQUIRED = 'DATABASE_URL is required (npm start provides the embedded one)';

const count = z.coerce.number().int().positive();

/** How often the reports replica's lag is measured; reports read the last measure between. */
const REPLICA_LAG_CHECK_MS = 5_000;

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For. Unset: none, the socket's
 * address is the client's. Fastify ignores a number of hops (it cannot tell a proxy from a
 * client that wrote the header itself), so a number is refused rather than silently ignored.
 */
const trustProxy = optionalString.transform((value, context): boolean | string[] => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  context.addIssue({
    code: 'custom',
    message: "TRUST_PROXY must be true, false, or the proxies' addresses and CIDR ranges separated by commas",
  });
  return z.NEVER;
});

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** The bucket uploaded and generated files go to (lib/s3-file-store.ts); without S3_BUCKET, UPLOAD_DIR. */
const OBJECT_STORE_VARIABLES = {
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be the address of the S3-compatible store' }).optional(),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanString,
  /** The encryption asked for each object; `none` for a store that offers none (the bucket's default then applies). */
  S3_SERVER_SIDE_ENCRYPTION: z
    .enum(['AES256', 'aws:kms', 'aws:kms:dsse', 'none'], {
      error: 'S3_SERVER_SIDE_ENCRYPTION must be AES256, aws:kms, aws:kms:dsse or none',
    })
    .default('AES256'),
};

type ObjectStoreEnv = z.output<z.ZodObject<typeof OBJECT_STORE_VARIABLES>>;

function checkObjectStore(env: ObjectStoreEnv, context: z.RefinementCtx) {
  if (!env.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (env[name]) {
        context.addIssue({ code: 'custom', path: [name], message: `${name} is set but S3_BUCKET is not` });
      }
    }
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    context.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (neither: the SDK finds the credentials)',
    });
  }
}

function objectStoreOf(values: ObjectStoreEnv): ObjectStoreSettings | undefined {
  if (!values.S3_BUCKET) return undefined;
  return {
    bucket: values.S3_BUCKET,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    serverSideEncryption: values.S3_SERVER_SIDE_ENCRYPTION === 'none' ? undefined : values.S3_SERVER_SIDE_ENCRYPTION,
  };
}

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number({ message: 'PORT must be a port number' }).int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.string({ error: DATABASE_URL_REQUIRED }).trim().min(1, DATABASE_URL_REQUIRED),
    /** A streaming replica of DATABASE_URL that dashboards, reports and their downloads read (db/reports-database.ts). */
    REPORTS_DATABASE_URL: optionalString,
    REPORTS_MAX_LAG_SECONDS: count.default(300),
    JWT_SECRET: optionalString.refine(
      (secret) => secret === undefined || secret.length >= 32,
      'JWT_SECRET must be at least 32 characters',
    ),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    DATA_DIR: optionalString,
    UPLOAD_DIR: optionalString,
    OUTBOX_DIR: optionalString,
    ...OBJECT_STORE_VARIABLES,
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'web', 'dist')),
    MIGRATIONS_DIR: z.string().default(path.join(repoRoot, 'prisma', 'migrations')),
    SMTP_HOST: optionalString,
    SMTP_PORT: z.coerce.number().int().positive().default(587),
    SMTP_SECURE: booleanString,
    SMTP_USER: optionalString,
    SMTP_PASSWORD: optionalString,
    MAIL_FROM: z.string().default('HEMIS <no-reply@hemis.local>'),
    TRUST_PROXY: trustProxy,
    AUTH_LIMIT_WINDOW_MINUTES: count.default(15),
    AUTH_LIMIT_PER_ACCOUNT_AND_ADDRESS: count.default(5),
    AUTH_LIMIT_PER_ADDRESS: count.default(200),
    AUTH_DELAY_AFTER_FAILURES: count.default(5),
    SUPPORT_PHONE: z.string().default('+977-1-0000000'),
    SUPPORT_EMAIL: z.string().default('support@hemis.local'),
    DEVELOPER_CREDIT: z.string().default('HEMIS contributors'),
    USER_MANUAL_URL: z.union([z.url(), z.literal('')]).default(''),
    OLD_EMIS_URL: z.union([z.url(), z.literal('')]).default(''),
    MAP_TILE_URL: z
      .union([
        z.string().regex(/^https:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, {
          error: 'MAP_TILE_URL must be an https address with {z}, {x} and {y}',
        }),
        z.literal(''),
      ])
      .default(''),
    /** eSewa's merchant (modules/payment/esewa.ts); outside production the public test merchant by default. */
    ESEWA_MERCHANT_CODE: optionalString,
    ESEWA_SECRET_KEY: optionalString,
    ESEWA_FORM_URL: z.url().optional(),
    ESEWA_STATUS_URL: z.url().optional(),
    /** Where the gateway sends the payer back (/success, /failed); unset: PUBLIC_URL. */
    PAYMENT_RETURN_URL: z.url().optional(),
    /** Single sign-on with identity providers at plain http addresses: tests and local development only. */
    SSO_ALLOW_HTTP_ISSUERS: booleanString,
    /** The time HEMIS runs on, for tests and demos (lib/clock.ts); unset: the system's. */
    HEMIS_CLOCK: optionalString.refine(
      (setting) => setting === undefined || parseClockSetting(setting) !== undefined,
      CLOCK_SETTING_HELP,
    ),
  })
  .superRefine((env, context) => {
    checkObjectStore(env, context);
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      context.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is required in production' });
    }
    if (env.NODE_ENV === 'production') {
      for (const name of ['ESEWA_MERCHANT_CODE', 'ESEWA_SECRET_KEY', 'ESEWA_FORM_URL', 'ESEWA_STATUS_URL'] as const) {
        if (!env[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} is required in production (the test merchant is for development only)`,
          });
        }
      }
    }
    if (env.NODE_ENV === 'production' && env.SSO_ALLOW_HTTP_ISSUERS) {
      context.addIssue({
        code: 'custom',
        path: ['SSO_ALLOW_HTTP_ISSUERS'],
        message: 'SSO_ALLOW_HTTP_ISSUERS is for tests and local development: production signs in over https only',
      });
    }
    if (env.NODE_ENV === 'production' && env.HEMIS_CLOCK) {
      context.addIssue({
        code: 'custom',
        path: ['HEMIS_CLOCK'],
        message: 'HEMIS_CLOCK is for tests and demos: production runs on the system time',
      });
    }
  });

export type Env = z.input<typeof ConfigSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  databaseUrl: string;
  /**
   * The reports database (db/reports-database.ts): the read replica, if any; how far behind the
   * primary it may be before reports read the primary instead; how often that is measured (not an
   * environment variable: a few seconds, which tests shorten).
   */
  reports: { databaseUrl: string | undefined; maxLagSeconds: number; lagCheckMs: number };
  jwtSecret: string;
  publicUrl: string;
  dataDir: string;
  uploadDir: string;
  /** The bucket uploaded and generated files go to; undefined keeps them in uploadDir. */
  objectStore: ObjectStoreSettings | undefined;
  outboxDir: string;
  webDistDir: string;
  migrationsDir: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string } | undefined;
  mailFrom: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For decides the client address. */
  trustProxy: boolean | string[];
  /** Limits on sign-in, reset requests and resets (lib/rate-limit.ts). */
  authLimits: AttemptLimits;
  support: { phone: string; email: string; developerCredit: string; userManualUrl: string; oldEmisUrl: string };
  /** Map tiles of the GPS screen ({z}/{x}/{y}); empty draws the map without tiles (docs/decisions/0013). */
  mapTileUrl: string;
  /** The time business rules and recorded moments read (lib/clock.ts). */
  clock: Clock;
  /** Online payment: eSewa's merchant and addresses, and where the payer comes back to (no trailing slash). */
  payment: { esewa: EsewaSettings; returnUrl: string };
  /** Single sign-on: whether identity providers may be reached over plain http (never in production). */
  sso: { allowHttpIssuers: boolean };
}

/** Where HEMIS keeps files: the data folder, and the uploads and outbox inside it unless set apart. */
export function resolveStoragePaths(env: Record<string, string | undefined> = process.env) {
  const dataDir = env.DATA_DIR?.trim() || path.join(repoRoot, '.data');
  return {
    dataDir,
    uploadDir: env.UPLOAD_DIR?.trim() || path.join(dataDir, 'uploads'),
    outboxDir: env.OUTBOX_DIR?.trim() || path.join(dataDir, 'outbox'),
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

function configErrorOf(error: z.ZodError): ConfigError {
  return new ConfigError(error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
}

/** The environment without the variables set to an empty (or blank) value. */
function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''),
  );
}

/** The bucket's settings alone, for commands that need no database (npm run files:migrate). */
export function loadObjectStore(
  env: Record<string, string | undefined> = process.env,
): ObjectStoreSettings | undefined {
  const parsed = z.object(OBJECT_STORE_VARIABLES).superRefine(checkObjectStore).safeParse(withoutEmptyValues(env));
  if (!parsed.success) throw configErrorOf(parsed.error);
  return objectStoreOf(parsed.data);
}

/**
 * Parses the environment. Outside production a missing JWT_SECRET is replaced by the
 * `fallbackJwtSecret` the caller provides (npm start keeps one in the data folder).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, fallbackJwtSecret?: string): Config {
  const parsed = ConfigSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) throw configErrorOf(parsed.error);
  const values = parsed.data;
  const storage = resolveStoragePaths(env);
  const jwtSecret = values.JWT_SECRET ?? fallbackJwtSecret;
  if (!jwtSecret) throw new ConfigError(['JWT_SECRET: required (at least 32 characters)']);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    logLevel: values.LOG_LEVEL,
    databaseUrl: values.DATABASE_URL,
    reports: {
      databaseUrl: values.REPORTS_DATABASE_URL,
      maxLagSeconds: values.REPORTS_MAX_LAG_SECONDS,
      lagCheckMs: REPLICA_LAG_CHECK_MS,
    },
    jwtSecret,
    publicUrl: values.PUBLIC_URL.replace(/\/+$/, ''),
    ...storage,
    objectStore: objectStoreOf(values),
    webDistDir: values.WEB_DIST_DIR,
    migrationsDir: values.MIGRATIONS_DIR,
    smtp: values.SMTP_HOST
      ? {
          host: values.SMTP_HOST,
          port: values.SMTP_PORT,
          secure: values.SMTP_SECURE,
          user: values.SMTP_USER,
          password: values.SMTP_PASSWORD,
        }
      : undefined,
    mailFrom: values.MAIL_FROM,
    trustProxy: values.TRUST_PROXY,
    authLimits: {
      windowMs: values.AUTH_LIMIT_WINDOW_MINUTES * 60_000,
      perAccountAndAddress: values.AUTH_LIMIT_PER_ACCOUNT_AND_ADDRESS,
      perAddress: values.AUTH_LIMIT_PER_ADDRESS,
      delayAfterFailures: values.AUTH_DELAY_AFTER_FAILURES,
    },
    support: {
      phone: values.SUPPORT_PHONE,
      email: values.SUPPORT_EMAIL,
      developerCredit: values.DEVELOPER_CREDIT,
      userManualUrl: values.USER_MANUAL_URL,
      oldEmisUrl: values.OLD_EMIS_URL,
    },
    mapTileUrl: values.MAP_TILE_URL,
    clock: values.HEMIS_CLOCK ? parseClockSetting(values.HEMIS_CLOCK)! : systemClock,
    payment: {
      esewa: {
        merchantCode: values.ESEWA_MERCHANT_CODE ?? ESEWA_TEST_SETTINGS.merchantCode,
        secretKey: values.ESEWA_SECRET_KEY ?? ESEWA_TEST_SETTINGS.secretKey,
        formUrl: values.ESEWA_FORM_URL ?? ESEWA_TEST_SETTINGS.formUrl,
        statusUrl: values.ESEWA_STATUS_URL ?? ESEWA_TEST_SETTINGS.statusUrl,
      },
      returnUrl: (values.PAYMENT_RETURN_URL ?? values.PUBLIC_URL).replace(/\/+$/, ''),
    },
    sso: { allowHttpIssuers: values.SSO_ALLOW_HTTP_ISSUERS },
  };
}
