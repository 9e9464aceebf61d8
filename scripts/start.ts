/**
 * `npm start` (built ahead of time into dist/start.js, docs/decisions/0023-compiled-server.md)
 * and `npm run dev` (from the sources): starts the database (the embedded PostgreSQL in
 * ./.data/ unless DATABASE_URL is set), applies pending migrations, seeds the demo data into
 * an empty database, and serves HEMIS. Ctrl-C stops the server, then the database.
 *
 * NODE_ENV=production given by whoever runs HEMIS marks a deployment: it must be given
 * JWT_SECRET, and DEMO_PASSWORD to seed an empty database. Without it this is a local
 * install, which keeps a signing key of its own in the data folder and prints the demo
 * sign-ins. Either way the libraries run in their production settings (Prisma records no
 * call site per query) unless NODE_ENV=development asks otherwise, as `npm run dev` does.
 */
import { ConfigError, loadConfig, resolveStoragePaths } from '../server/src/config.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { S3FileStore } from '../server/src/lib/s3-file-store.ts';
import { startServer } from '../server/src/server.ts';
import {
  DEFAULT_DEMO_PASSWORD,
  DEMO_USERS,
  isDatabaseEmpty,
  placePortalLogo,
  placePortalLogoIn,
  seedDatabase,
} from '../prisma/seed/seed.ts';
import { openDatabase } from './lib/database.ts';
import { startEsewaStandIn, type EsewaStandIn } from './lib/esewa-stand-in.ts';
import { localJwtSecret } from './lib/jwt-secret.ts';
import { migrationsDir } from './lib/paths.ts';

const log = (line: string) => console.log(`[hemis] ${line}`);

async function main() {
  const requestedEnv = process.env.NODE_ENV;
  const deployment = requestedEnv === 'production';
  // Read by Prisma when a client is made, so set before the first one.
  process.env.NODE_ENV = requestedEnv || 'production';
  const storage = resolveStoragePaths();
  const database = await openDatabase();
  if (database.embedded) log(`embedded PostgreSQL running, data in ${database.dataDir}`);
  let gateway: EsewaStandIn | undefined;
  const stop = async () => {
    await gateway?.close();
    await database.stop();
  };
  try {
    // A local install given no eSewa settings pays through a stand-in gateway on this machine,
    // which follows eSewa's API (scripts/lib/esewa-stand-in.ts): nothing is sent to eSewa.
    const esewaGiven = ['ESEWA_MERCHANT_CODE', 'ESEWA_FORM_URL', 'ESEWA_STATUS_URL'].some((name) => process.env[name]);
    if (!deployment && !esewaGiven) {
      gateway = await startEsewaStandIn({ host: '127.0.0.1' });
      log(`stand-in eSewa gateway running at ${gateway.origin} (set ESEWA_* to use eSewa itself)`);
    }
    const gatewayEnv = gateway
      ? {
          ESEWA_MERCHANT_CODE: gateway.merchantCode,
          ESEWA_SECRET_KEY: gateway.secretKey,
          ESEWA_FORM_URL: gateway.formUrl,
          ESEWA_STATUS_URL: gateway.statusUrl,
        }
      : {};
    await applyMigrations(database.url, migrationsDir, log);
    // Emailed links point at this server unless PUBLIC_URL names the address people use.
    const publicUrl = process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`;
    // HEMIS's own rules (secrets required, a set clock refused) follow what was asked for.
    const config = loadConfig(
      { ...process.env, ...gatewayEnv, NODE_ENV: requestedEnv, DATABASE_URL: database.url, PUBLIC_URL: publicUrl },
      deployment ? undefined : localJwtSecret(storage.dataDir),
    );
    if (await isDatabaseEmpty(database.url)) {
      // A deployment must not start with accounts whose password is in the README.
      if (deployment && !process.env.DEMO_PASSWORD) {
        throw new Error(
          'The database is empty: set DEMO_PASSWORD to the password the first accounts get, then start again.',
        );
      }
      log('empty database: seeding the demo data ...');
      // Seeded for the day the server will run on: HEMIS_CLOCK's, where a demo sets one.
      await seedDatabase(database.url, { log, uploadDir: storage.uploadDir, today: config.clock.now() });
    }
    // The header shows campus 66's logo; an upload folder moved or emptied by hand gets it back.
    placePortalLogo(storage.uploadDir);
    if (config.objectStore) {
      // With a bucket, files are read from there (docs/decisions/0036-object-storage.md).
      const bucket = new S3FileStore(config.objectStore);
      await placePortalLogoIn(bucket).finally(() => bucket.close());
    }
    const server = await startServer(config, stop);
    log(`HEMIS is running at ${server.url}  (API under ${server.url}/api, docs at ${server.url}/api/docs)`);
    if (!deployment) {
      const password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
      log(`demo sign-ins (password ${password}):`);
      for (const user of DEMO_USERS) log(`  ${user.role.padEnd(12)} ${user.email}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
