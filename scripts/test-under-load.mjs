// `npm run test:under-load [-- <jest args>]`: the tests while the CPU is kept busy, as on a loaded CI machine, to
// prove that a test does not depend on how fast the machine is. Starts BUSY busy-loop processes (default: one per
// CPU), runs `npm test` with the given arguments, stops the loops whatever happens and exits with the tests' status.
// Not run by CI (it only makes the machine slower); run it before calling a timing fix done.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const busyCount = process.env.BUSY === undefined ? availableParallelism() : Number(process.env.BUSY);
if (!Number.isInteger(busyCount) || busyCount < 0) {
  console.error(`BUSY must be a whole number of processes, not "${process.env.BUSY}"`);
  process.exit(2);
}

const busyLoops = Array.from({ length: busyCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBusyLoops = () => busyLoops.forEach((loop) => loop.kill('SIGKILL'));
// The loops die with this process, however it ends.
process.on('exit', stopBusyLoops);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopBusyLoops();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

console.log(`test:under-load: ${busyCount} busy process(es) beside npm test`);
const started = Date.now();
const tests = spawn('npm', ['test', '--', ...process.argv.slice(2)], { stdio: 'inherit' });
tests.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
tests.on('exit', (code, signal) => {
  console.log(`test:under-load: tests ended after ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
