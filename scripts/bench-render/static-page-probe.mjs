// Started by `npm run bench:render` in a process of its own, so that the flood's client does not
// delay it: asks for one static page over and over, one request at a time on a kept-alive
// connection, as a browser would (accepting brotli and gzip), for a number of seconds, and prints
// every answer's time in ms as one JSON line. Usage: node static-page-probe.mjs <url> <seconds>
import { Agent, get } from "node:http";
import { performance } from "node:perf_hooks";

const [url = "", seconds = "10"] = process.argv.slice(2);
const until = performance.now() + Number(seconds) * 1000;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/** A short rest between requests: the probe measures the page's wait, it is not part of the load. */
const REST_MS = 20;

function once() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = get(url, { agent, headers: { "accept-encoding": "br, gzip" } }, (response) => {
      response.on("data", () => {});
      response.on("end", () =>
        response.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`${url} took over 30 s`)));
    request.on("error", reject);
  });
}

const times = [];
while (performance.now() < until) {
  times.push(await once());
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
}
agent.destroy();
process.stdout.write(`${JSON.stringify(times)}\n`);
