import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

// npm run test:e2e:busy (or `tsx scripts/with-cpu-load.ts -- <command …>`): runs a command while
// every core is kept busy, the way a shared CI machine or a developer's laptop running a build is.
// The browser tests must pass like this too: a test that only passes on a quiet machine waits for
// time instead of for what it means to prove.
//
// One spinning worker thread per core (CPU_LOAD_THREADS changes it), at the lowest priority the
// process may not change, so the command under test competes with them as with any other job.
// The load ends with the command, and in any case after CPU_LOAD_MINUTES (default 60): a
// forgotten run never keeps the machine busy.

const separator = process.argv.indexOf("--");
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error("Usage: tsx scripts/with-cpu-load.ts -- <command> [arguments…]");
  process.exit(2);
}

const threads = Number(process.env.CPU_LOAD_THREADS ?? availableParallelism());
const minutes = Number(process.env.CPU_LOAD_MINUTES ?? 60);
if (!Number.isInteger(threads) || threads < 1 || !(minutes > 0)) {
  console.error("CPU_LOAD_THREADS must be a whole number of at least 1, and CPU_LOAD_MINUTES more than 0.");
  process.exit(2);
}

// Each worker spins until the load is switched off, checking in every 50 ms so it stops promptly.
const SPIN = `
const { parentPort } = require("node:worker_threads");
let running = true;
parentPort.on("message", () => { running = false; });
function spin() {
  const until = Date.now() + 50;
  let x = 0;
  while (Date.now() < until) x += Math.sqrt(x + 1);
  if (running) setImmediate(spin); else process.exit(0);
}
spin();
`;

const workers = Array.from({ length: threads }, () => new Worker(SPIN, { eval: true }));
const started = Date.now();
console.log(`CPU load: ${threads} spinning thread(s), for at most ${minutes} min, beside: ${command.join(" ")}`);

function stopLoad(): void {
  for (const worker of workers) worker.postMessage("stop");
}
const deadline = setTimeout(
  () => {
    console.log(`CPU load: ${minutes} min reached, the load stops; the command goes on`);
    stopLoad();
  },
  minutes * 60 * 1000,
);

const child = spawn(command[0]!, command.slice(1), { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => child.kill(signal));
}
child.once("exit", (code, signal) => {
  clearTimeout(deadline);
  stopLoad();
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`CPU load: the command ended after ${seconds} s (${signal ?? `exit code ${code}`})`);
  process.exitCode = code ?? 1;
});
