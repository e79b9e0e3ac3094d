// `npm test`: every tier, the browser tests only once all the others have passed, then how long
// each took. The linter keeps one core busy for most of a minute while the type check takes
// seconds, so the unit and integration tests start as soon as the type check passes, beside the
// linter, rather than leaving a core idle. The linter's output is printed whole once it is done.
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`: its output streamed, or kept and answered. */
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

const started = performance.now();
const timings = [];
/** Prints a finished tier's kept output, notes its time and answers its exit status. */
function finished(name, result) {
  process.stdout.write(result.output);
  timings.push([name, result.seconds]);
  return result.status;
}

const lint = runScript('lint', false);
let status = finished('types', await runScript('typecheck', false));
if (status === 0) status = finished('unit and integration', await runScript('test:unit', true));
const lintStatus = finished('lint (beside the above)', await lint);
status ||= lintStatus;
if (status === 0) status = finished('browser', await runScript('test:e2e', true));

console.log('\nTest suite time by tier');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`  ${'total'.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
process.exit(status);
