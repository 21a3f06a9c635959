import { checkExampleContacts } from "~/shared/placeholder-contacts";
import { siteConfig } from "~/shared/site-config";
import { buildApp } from "./app";
import { loadEnv, type Env } from "./env";
import { loggerOptions } from "./log-output";
import { siteUrlWarning } from "./site-url-check";

// Start-up: check the environment and the contacts the site was built with, build the app,
// listen, and close cleanly when asked to stop.

/** If closing hangs (a stuck connection), leave anyway rather than block a deploy. */
const SHUTDOWN_GRACE_MS = 10_000;

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The site shows the contacts it was built with; production refuses the examples (decision 0018).
const contacts = checkExampleContacts(siteConfig, env);
if (contacts?.allowed === false) {
  console.error(contacts.message);
  process.exit(1);
}

// Readable lines for a person at a terminal in development; JSON for everything else.
const app = buildApp({ env, logger: loggerOptions(env, process.stdout) });

try {
  await app.listen({ host: env.HOST, port: env.PORT });
} catch (error) {
  app.log.fatal({ err: error }, "the server could not start");
  await app.close().catch(() => undefined);
  process.exit(1);
}
if (contacts) app.log.warn(contacts.message);
const siteUrl = siteUrlWarning(siteConfig.siteUrl, env.NODE_ENV);
if (siteUrl) app.log.warn(siteUrl);
app.log.info(`CyberHelp is serving at http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // Stops accepting connections, lets requests in flight finish, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
