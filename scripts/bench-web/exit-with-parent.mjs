// Loaded with `node --import` into the server that `npm run bench:web` starts: the parent holds
// this process's stdin open, and when it goes away (however it ends), the server stops too.
// A time limit covers the rest.
const MAX_LIFETIME_MS = 30 * 60 * 1000;

const stop = () => process.kill(process.pid, "SIGTERM");
setTimeout(stop, MAX_LIFETIME_MS).unref();
process.stdin.on("end", stop);
process.stdin.on("error", stop);
process.stdin.resume();
// Reading stdin must not by itself keep the server alive once it has closed.
process.stdin.unref?.();
