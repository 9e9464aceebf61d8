/** Whether a build is older than its sources, so `npm start` rebuilds only what changed. */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

function newestModification(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestModification(path.join(target, entry))), stat.mtimeMs);
}

/** True when `builtFile` is missing or a file under one of `sources` (relative to the checkout) is newer. */
export function isOlderThanSources(builtFile: string, sources: readonly string[]): boolean {
  if (!fs.existsSync(builtFile)) return true;
  const builtAt = fs.statSync(builtFile).mtimeMs;
  return sources.some((source) => newestModification(path.join(repoRoot, source)) > builtAt);
}
