/** Builds the web app when its sources are newer than the last build (npm start stays quick). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, webDistDir } from './paths.ts';

const WEB_SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'contracts/src'];

function newestModification(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestModification(path.join(target, entry))), stat.mtimeMs);
}

export function isWebBuildStale(): boolean {
  const builtIndex = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return WEB_SOURCES.some((source) => newestModification(path.join(repoRoot, source)) > builtAt);
}

export function buildWebIfStale(log: (line: string) => void): void {
  if (!isWebBuildStale()) return;
  log('building the web app ...');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
}
