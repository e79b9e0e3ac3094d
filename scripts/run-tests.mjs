// `npm test`: every tier, the browser tests only once all the others have passed, then how long
// each took. The linter keeps one core busy for most of a minute while the type check takes
// seconds, so the unit and integration tests start as soon as the type check passes, beside the
// linter, rather than leaving a core idle. The web app is built for the browser tests beside them
// too: nothing else reads its bundle, and its seconds alone at the start of the browser tier left
// a core idle. The linter's and the build's output is printed whole once they are done.
import { spawn } from 'node:child_process';

/** Runs `npm <args>`: its output streamed, or kept and answered. */
function runNpm(args, streamed) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', args, { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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

const lint = runNpm(['run', 'lint'], false);
const webBuild = runNpm(['run', 'build', '-w', '@clinic/web'], false);
let status = finished('types', await runNpm(['run', 'typecheck'], false));
if (status === 0) status = finished('unit and integration', await runNpm(['run', 'test:unit'], true));
const lintStatus = finished('lint (beside the above)', await lint);
const webBuildStatus = finished('web build (beside the above)', await webBuild);
status ||= lintStatus || webBuildStatus;
// The server's bundle is built here rather than beside the tests above: the tests of server
// processes run the one their global setup builds, and building again would replace it under them.
if (status === 0) status = finished('server build', await runNpm(['run', 'build', '-w', '@clinic/server'], true));
if (status === 0) status = finished('browser', await runNpm(['test', '-w', '@clinic/e2e'], true));

console.log('\nTest suite time by tier');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`  ${'total'.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
process.exit(status);
