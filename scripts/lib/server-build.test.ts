import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';
import { bundleOptions } from './server-build.ts';

// Inside the checkout, as dist/ is, so the bundle finds the packages it leaves to Node; not in
// dist/ itself, which a build of the server empties.
const scratch = path.join(repoRoot, '.tmp');
fs.mkdirSync(scratch, { recursive: true });
const workDir = fs.mkdtempSync(path.join(scratch, 'server-build-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('the built server', () => {
  it('names the TypeScript source and line of an error in its stack trace, without --enable-source-maps', async () => {
    const entry = path.join(workDir, 'fails.ts');
    // The interface leaves no line in the bundle, so its lines differ from the source's.
    fs.writeFileSync(
      entry,
      [
        'interface Reason {',
        '  text: string;',
        '}',
        "const reason: Reason = { text: 'on purpose' };",
        'throw new Error(reason.text);',
      ].join('\n'),
    );
    await build(bundleOptions(entry, path.join(workDir, 'fails.js')));
    const run = spawnSync(process.execPath, [path.join(workDir, 'fails.js')], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/fails\.ts:5:\d+/);
  });
});
