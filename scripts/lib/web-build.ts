/** Builds the web app when its sources are newer than the last build (npm start stays quick). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isOlderThanSources } from './freshness.ts';
import { repoRoot, webDistDir } from './paths.ts';

const WEB_SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'contracts/src'];

function isWebBuildStale(): boolean {
  return isOlderThanSources(path.join(webDistDir, 'index.html'), WEB_SOURCES);
}

export function buildWeb(): void {
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
}

export function buildWebIfStale(log: (line: string) => void): void {
  if (!isWebBuildStale()) return;
  log('building the web app ...');
  buildWeb();
}
