import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const checkScript = path.join(import.meta.dirname, 'check-node.cjs');
// The machine's own Node.js (Debian's, or 20 here): `.ci/run` puts Node 22 ahead of it on PATH but
// leaves it in place. OLD_NODE names another old Node where the machine's is already new.
const oldNode = process.env.OLD_NODE ?? '/usr/bin/node';

function runCheck(node: string) {
  return spawnSync(node, [checkScript], { encoding: 'utf8' });
}

describe('the Node.js check run before npm start', () => {
  it("refuses the machine's older Node in one line, with a non-zero exit", () => {
    const version = spawnSync(oldNode, ['--version'], { encoding: 'utf8' }).stdout.trim();
    expect(Number(version.slice(1).split('.')[0]), `${oldNode} is ${version}, not an older Node`).toBeLessThan(22);

    const check = runCheck(oldNode);

    expect(check.status).toBe(1);
    expect(check.stdout).toBe('');
    expect(check.stderr).toBe(
      `The clinic portal needs Node.js 22.12 or later; this is Node.js ${version.slice(1)} ` +
        '(docs/deploy.md says how to install Node.js 22).\n',
    );
  });

  it('lets the Node.js running the tests through without a word', () => {
    const check = runCheck(process.execPath);

    expect(check.status).toBe(0);
    expect(check.stdout + check.stderr).toBe('');
  });
});
