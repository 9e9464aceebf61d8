/** HEMIS as `npm run bench` loads it: the real app, in its own process, with production logging. */
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import { serveBenchProcess } from './process.ts';

await serveBenchProcess(({ databaseUrl, jwtSecret, dataDir }) =>
  buildApp(
    loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
    }),
  ),
);
