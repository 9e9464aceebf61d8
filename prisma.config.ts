// Prisma CLI configuration. HEMIS applies migrations with its own offline runner
// (scripts/db.ts, docs/decisions/0002-offline-migrations.md); the CLI is used for `generate`.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/hemis' },
});
