export { buildApp } from './app.ts';
export { loadConfig, ConfigError, type Config } from './config.ts';
export { startServer, type RunningServer } from './server.ts';
export { applyMigrations, migrationStatus, readMigrations } from './db/migrations.ts';
export { createPrismaClient, type PrismaClient } from './db/prisma.ts';
