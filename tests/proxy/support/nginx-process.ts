import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { freePort } from "~/server/testing/free-port";
import type { TlsCertificate } from "./tls-certificate";

// Debian's nginx in the foreground, on free loopback ports, with the very site configuration
// docs/deploy.md gives operators (deploy/nginx/cyberhelp.conf), its placeholders filled in.
// Everything it writes (pid, logs, temporary files) stays in the test's own folder.

export const SITE_CONFIG_TEMPLATE = "deploy/nginx/cyberhelp.conf";

export interface NginxProcess {
  /** https://127.0.0.1:<port>, the site's public address in the test. */
  httpsOrigin: string;
  /** http://127.0.0.1:<port>, which only redirects. */
  httpOrigin: string;
  accessLog: string;
  stop(): Promise<void>;
}

/** The template with each {{name}} replaced; a placeholder left unfilled is an error. */
function renderSiteConfig(template: string, values: Record<string, string>): string {
  const rendered = template.replace(/\{\{(\w+)\}\}/g, (placeholder: string, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${SITE_CONFIG_TEMPLATE}: no value for ${placeholder}`);
    return value;
  });
  return rendered;
}

export async function startNginx(options: {
  dir: string;
  /** host:port of the Node server. */
  upstream: string;
  tls: TlsCertificate;
}): Promise<NginxProcess> {
  const { dir, upstream, tls } = options;
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const httpsOrigin = `https://127.0.0.1:${httpsPort}`;
  const accessLog = join(dir, "access.log");
  const site = renderSiteConfig(readFileSync(SITE_CONFIG_TEMPLATE, "utf8"), {
    upstream,
    http_listen: `127.0.0.1:${httpPort}`,
    https_listen: `127.0.0.1:${httpsPort}`,
    server_name: "127.0.0.1",
    public_origin: httpsOrigin,
    certificate: tls.certificate,
    certificate_key: tls.key,
    access_log: accessLog,
  });
  writeFileSync(join(dir, "cyberhelp.conf"), site);
  // What Debian's /etc/nginx/nginx.conf provides around a site, with every path in `dir`.
  const main = `
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 256; }
http {
    client_body_temp_path ${join(dir, "client_body")};
    proxy_temp_path ${join(dir, "proxy")};
    fastcgi_temp_path ${join(dir, "fastcgi")};
    uwsgi_temp_path ${join(dir, "uwsgi")};
    scgi_temp_path ${join(dir, "scgi")};
    include ${join(dir, "cyberhelp.conf")};
}
`;
  const mainConfig = join(dir, "nginx.conf");
  writeFileSync(mainConfig, main);
  // Started as root, nginx runs its workers as nobody, who must reach the temporary folders.
  chmodSync(dir, 0o755);

  // Its own process group, so that the workers can be ended with the master if it hangs.
  const child = spawn("nginx", ["-p", dir, "-e", join(dir, "error.log"), "-c", mainConfig, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  const started = new Promise<void>((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Error("nginx is not on the PATH: apt-get install nginx") : error),
    );
    child.once("exit", (code) => reject(new Error(`nginx exited with ${code}: ${output}${errorLog(dir)}`)));
    void waitForPort(httpsPort).then(resolve, reject);
  });
  try {
    await started;
  } catch (error) {
    await stopProcessGroup(child);
    throw error;
  }
  return {
    httpsOrigin,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    accessLog,
    stop: () => stopProcessGroup(child),
  };
}

function errorLog(dir: string): string {
  try {
    return readFileSync(join(dir, "error.log"), "utf8");
  } catch {
    return "";
  }
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on port ${port} within 10 s`);
}

/** nginx's fast shutdown (SIGTERM); after 5 s, SIGKILL to the master and its workers. */
function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const group = -child.pid;
    const timer = setTimeout(() => process.kill(group, "SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
