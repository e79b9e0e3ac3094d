// `npm test`: every tier in turn, stopping at the first that fails, then how long each took.
// The type check and the linter each keep one core busy, so they run side by side; their
// output is printed whole, one after the other, once both are done.
import { spawn } from 'node:child_process';

const STAGES = [
  [
    ['types', 'typecheck'],
    ['lint', 'lint'],
  ],
  [['unit and integration', 'test:unit']],
  [['browser', 'test:e2e']],
];

/** Runs `npm run <script>`: its output streamed when it runs alone, else kept and answered. */
function runScript(script, streamed) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', script], { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) =>
      resolve({ status: code ?? 1, seconds: (performance.now() - started) / 1000, output: Buffer.concat(output) }),
    );
  });
}

const timings = [];
let wallClock = 0;
let status = 0;
for (const stage of STAGES) {
  const stageStarted = performance.now();
  const results = await Promise.all(stage.map(([, script]) => runScript(script, stage.length === 1)));
  for (const [index, [name]] of stage.entries()) {
    process.stdout.write(results[index].output);
    timings.push([name, results[index].seconds]);
  }
  const stageSeconds = (performance.now() - stageStarted) / 1000;
  wallClock += stageSeconds;
  if (stage.length > 1) timings.push([`  ${stage.map(([name]) => name).join(' and ')} together`, stageSeconds]);
  status = results.find((result) => result.status !== 0)?.status ?? 0;
  if (status !== 0) break;
}

console.log('\nTest suite time by tier');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`  ${'total'.padEnd(28)} ${wallClock.toFixed(0).padStart(5)} s`);
process.exit(status);
