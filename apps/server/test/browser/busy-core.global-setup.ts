/**
 * With BUSY_CORE=1 the browser project runs beside a process that spins one
 * core for the whole run, so the suite proves it holds on a loaded machine: a
 * test that only passes on an idle machine fails here.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export default function setup(): () => void {
  if (process.env.BUSY_CORE !== '1') return () => {};
  const spinner: ChildProcess = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  console.log(`[busy-core] pid ${spinner.pid} keeps one core busy for the browser project`);
  return () => {
    spinner.kill('SIGKILL');
  };
}
