/**
 * `npm run dev`: the API with the same start-up as `npm start` (database, migrations, seed),
 * run from the TypeScript sources and restarted when server code changes, and Vite's dev server for the web on port 5173,
 * which proxies /api and /uploads to the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './lib/paths.ts';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', '--include', 'server/src', 'scripts/start.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    // Prisma shows the calling line of a failed query in development.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'web'], { cwd: repoRoot, stdio: 'inherit' }),
];

const stopAll = (signal: NodeJS.Signals) => {
  for (const child of children) child.kill(signal);
};
process.once('SIGINT', () => stopAll('SIGINT'));
process.once('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
