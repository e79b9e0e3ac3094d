// `npm test`: every tier in turn, stopping at the first that fails, then how long each took.
import { spawnSync } from 'node:child_process';

const TIERS = [
  ['types', 'typecheck'],
  ['lint', 'lint'],
  ['unit and integration', 'test:unit'],
  ['browser', 'test:e2e'],
];

const timings = [];
let status = 0;
for (const [name, script] of TIERS) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  timings.push([name, (performance.now() - started) / 1000]);
  status = result.status ?? 1;
  if (status !== 0) break;
}

console.log('\nTest suite time by tier');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(22)} ${seconds.toFixed(0).padStart(5)} s`);
const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(22)} ${total.toFixed(0).padStart(5)} s`);
process.exit(status);
