import { registerSlowBodyLimits, SLOW_BODY_LIMITS, type SlowBodyLimits } from "./plugins/slow-bodies";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Kysely } from "kysely";
import { limits } from "~/shared/constants";
import { ADMIN_API_PREFIX } from "~/shared/routes";
import type { PasswordHasher } from "./auth/passwords";
import { offerFirstAdminSetup } from "./auth/setup-token";
import { createDatabase, databaseDialect } from "./db/database";
import { writeTransactions } from "./db/group-commit";
import { migrateToLatest } from "./db/migrate";
import type { Database } from "./db/schema";
import type { Env } from "./env";
import { registerErrorHandler, sendError } from "./plugins/error-handler";
import { registerNoStoreForPrivateAnswers } from "./plugins/no-store";
import { registerOpenApi } from "./plugins/openapi";
import {
  FORM_RATE_LIMIT_GROUP,
  registerRateLimits,
  renderAllowancePerMinute,
  sharedRateLimitPerMinute,
} from "./plugins/rate-limits";
import { OneLinePerRequest, withRequestSerializer } from "./plugins/request-log";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { sitePlugin } from "./plugins/site";
import { adminRoutes } from "./routes/admin/index";
import { authRoutes } from "./routes/auth";
import { registerEvidenceService } from "./evidence/evidence-service";
import { caseRoutes } from "./routes/case/index";
import { casePageRoutes } from "./routes/case-page/index";
import { healthRoutes } from "./routes/health";
import { submissionRoutes } from "./routes/submissions";
import { documentedApiRoutes } from "./routes/documented-api";
import { nativeFormRoutes } from "./routes/native-forms";
import { erasureLogPath } from "./ops/erasure-log";
import { linkStopLogPath } from "./ops/link-stop-log";
import { siteConfig } from "~/shared/site-config";
import { registerMetrics } from "./ops/metrics";
import { scheduleRetention } from "./ops/retention";
import { loadPageRenderer, type PageRenderer } from "./site/page-renderer";
import { passwordHasher } from "./auth/passwords";
import { createSubmissionAcceptor } from "./submissions/accept-submission";
import { loadServerKeys } from "./keys/server-keys";
import type { ReferenceGenerator } from "./submissions/reference";
import { startDeadlineUpkeep } from "./cases/case-deadline";
import { createMailService, type MailServiceOptions } from "./mail/mail-service";
import { systemClock, type Clock } from "./clock";
import { startReminderWorker, type ReminderPolicy, type ReminderWorker } from "./reminders/reminder-worker";
import { reminderRoutes } from "./routes/reminders";
import { registerPushReminders } from "./reminders/push-service";
import type { PushPolicy } from "./reminders/push-outbox-store";
import { pushReminderRoutes } from "./routes/push-reminders";
import { registerWhatsAppReminders } from "./reminders/whatsapp/whatsapp-service";
import type { WhatsAppPolicy } from "./reminders/whatsapp/whatsapp-outbox-store";
import { whatsAppWebhookRoutes } from "./routes/whatsapp-webhook";

export interface BuildAppOptions {
  env: Env;
  /** Defaults to the database the environment names. The app closes it when it closes. */
  db?: Kysely<Database>;
  /** The React Router client build; defaults to build/client beside the server bundle. */
  clientDir?: string;
  logger?: FastifyServerOptions["logger"];
  generateReference?: ReferenceGenerator;
  /** Tests replace SMTP or shorten the retry timings. */
  mail?: Pick<MailServiceOptions, "sender" | "policy">;
  /** The server's one clock (server/clock.ts); tests set and move it. */
  clock?: Clock;
  /** Tests use cheaper password hashing. */
  auth?: { hasher?: PasswordHasher };
  /** Tests shorten the limits on slow bodies (server/plugins/slow-bodies.ts). */
  slowBodies?: SlowBodyLimits;
  /** Tests slow the reminder worker's ticks down, to run its work themselves at the time they set. */
  reminders?: { policy?: ReminderPolicy };
  /** Tests slow the push sender's polls down, to send at the time they set (server/reminders/push-sender.ts). */
  push?: { policy?: PushPolicy };
  /** Tests slow the WhatsApp sender's polls down (server/reminders/whatsapp/whatsapp-sender.ts). */
  whatsApp?: { policy?: WhatsAppPolicy };
  /** Renders the pages answered at request time; defaults to React Router's server build beside the client build. */
  pageRenderer?: Promise<PageRenderer | undefined>;
}

/** How long one plugin may take to load before the server gives up starting. */
const PLUGIN_LOAD_TIMEOUT_MS = 120_000;

/**
 * The bundle runs from build/server/main.js, so the client build is its sibling build/client,
 * wherever the process was started from.
 */
const DEFAULT_CLIENT_DIR = fileURLToPath(new URL("../client", import.meta.url));

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { env } = options;
  const db = options.db ?? createDatabase(env);
  const slowBodies = options.slowBodies ?? SLOW_BODY_LIMITS;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    // Request lines name the path and the query's parameter names, never their values.
    logger: withRequestSerializer(options.logger ?? { level: env.LOG_LEVEL }),
    bodyLimit: limits.bodyLimitBytes,
    // request.ip (the login throttle's key) and request.protocol (the Secure cookie) read proxy headers only when told to.
    trustProxy: env.TRUST_PROXY,
    // Undecodable URLs and the like get the same JSON error shape as everything else.
    frameworkErrors: (error, _request, reply) => sendError(reply, error),
    logController: new OneLinePerRequest(),
    // Fastify gives each plugin 10 s to load, then refuses to start. Loading the pages' renderer
    // and migrating the database take far less on a quiet machine, but a server restarted on a
    // busy one (or a migration on a large table) can need longer: it should start late, not fail
    // and be restarted into the same load.
    pluginTimeout: PLUGIN_LOAD_TIMEOUT_MS,
    // A whole request, a 25 MB upload on a slow phone included; an idle connection ends sooner.
    requestTimeout: slowBodies.requestTimeoutMs,
    connectionTimeout: slowBodies.idleConnectionMs,
  });

  // The API speaks JSON only; Fastify would otherwise hand a text/plain body to the handlers as a string.
  app.removeContentTypeParser("text/plain");
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerNoStoreForPrivateAnswers(app);
  registerRateLimits(app, { db, dialect: databaseDialect(env) });
  registerSlowBodyLimits(app, slowBodies);

  const mail = createMailService({ db, env, log: app.log, clock, ...options.mail });
  // An upload cannot outlive its request: the space it holds lapses a little after that.
  registerEvidenceService(app, env, app.log, slowBodies.requestTimeoutMs);
  // Before anything listens: a production start without SERVER_KEY stops here.
  const serverKeys = loadServerKeys(env, { warn: (message) => app.log.warn(message) });
  // Browser notifications (docs/decisions/0074): a bad VAPID pair, or the tests' setting in production, stops here.
  const push = registerPushReminders(app, { db, env, log: app.log, clock, policy: options.push?.policy });
  // WhatsApp reminders (docs/decisions/0076): half a configuration, or the tests' stand-in in production, stops here.
  const whatsApp = registerWhatsAppReminders(app, { db, env, log: app.log, clock, policy: options.whatsApp?.policy });
  let deadlineUpkeep: ReturnType<typeof startDeadlineUpkeep> | undefined;
  let reminderWorker: ReminderWorker | undefined;

  // Every instance migrates before it listens; Kysely's migrator takes a lock, so instances
  // starting together on one PostgreSQL database do not race.
  app.addHook("onReady", async () => {
    const applied = await migrateToLatest(db, databaseDialect(env));
    if (applied.length > 0) app.log.info({ migrations: applied }, "database migrated");
    // Only once the outbox tables surely exist.
    mail.start();
    push.start();
    whatsApp.start();
    // Reminders of the cases' dates, into the outboxes (docs/decisions/0069, 0074, 0076).
    reminderWorker = startReminderWorker({
      db,
      log: app.log,
      wakeSenders: () => {
        mail.wake();
        push.wake();
        whatsApp.wake();
      },
      // Without WhatsApp's settings, its consents wait as they are: nothing could send them.
      channels: whatsApp.config ? ["email", "push", "whatsapp"] : ["email", "push"],
      clock,
      policy: options.reminders?.policy,
    });
    // Only once the users table surely exists: with no account yet, print the first admin's link.
    await offerFirstAdminSetup(db, app.log, clock.now());
    // In the background: with changed legal rules every open case's deadline is computed again.
    deadlineUpkeep = startDeadlineUpkeep({ db, log: app.log, clock });
  });
  // Closed cases erased after RETENTION_DAYS, when the site sets it (server/ops/retention.ts).
  let stopRetention: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    if (siteConfig.retentionDays === null) return;
    stopRetention = scheduleRetention({
      db,
      days: siteConfig.retentionDays,
      erasureLog: erasureLogPath(env),
      log: app.log,
      wakeMail: () => mail.wake(),
      clock,
    });
  });
  app.addHook("onClose", async () => {
    await deadlineUpkeep?.stop();
    await stopRetention?.();
    await reminderWorker?.stop();
    // The mail and the notification being sent finish (and are marked sent) before the database closes.
    await mail.stop();
    await push.stop();
    await whatsApp.stop();
    await db.destroy();
  });

  // Before every route, so its collector sees them all (docs/decisions/0082).
  registerOpenApi(app);
  app.register(fastifyCookie);
  app.register(healthRoutes, { db });
  app.register(authRoutes, {
    db,
    clock,
    serverKeys,
    ...options.auth,
    rateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
  app.register(adminRoutes, {
    db,
    clock,
    serverKeys,
    hasher: options.auth?.hasher,
    mail,
    erasureLog: erasureLogPath(env),
    prefix: ADMIN_API_PREFIX,
  });
  const metrics = registerMetrics(app, { db, token: env.METRICS_TOKEN });
  const acceptSubmission = metrics.countingSubmissions(
    createSubmissionAcceptor({
      db,
      mail,
      serverKeys,
      transactions: writeTransactions(db, databaseDialect(env), (error) =>
        app.log.error({ err: error }, "search index not written with the group; the next search or group writes it"),
      ),
      clock,
      generateReference: options.generateReference,
    }),
  );
  // One allowance per address for every form endpoint, /api and documented alike.
  const formRateLimit = sharedRateLimitPerMinute(FORM_RATE_LIMIT_GROUP, env.FORM_RATE_LIMIT_PER_MINUTE);
  app.register(submissionRoutes, { acceptSubmission, formRateLimit });
  app.register(caseRoutes, {
    db,
    clock,
    rateLimit: formRateLimit,
    wakeMail: () => mail.wake(),
    linkStopLog: linkStopLogPath(erasureLogPath(env)),
    serverKeys,
  });
  app.register(documentedApiRoutes, {
    db,
    acceptSubmission,
    auth: { db, hasher: options.auth?.hasher ?? passwordHasher, clock, serverKeys },
    formRateLimit,
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
  const clientDir = resolve(options.clientDir ?? DEFAULT_CLIENT_DIR);
  // React Router's server build, beside the client build (scripts/page-renderer/keep-server-build-plugin.ts).
  const pageRenderer = options.pageRenderer ?? loadPageRenderer(join(clientDir, "..", "page-renderer"));
  app.register(nativeFormRoutes, {
    acceptSubmission,
    formRateLimit,
    pageRenderer,
    serverKeys,
    clock,
  });
  app.register(casePageRoutes, {
    db,
    clock,
    rateLimit: formRateLimit,
    renderAllowance: renderAllowancePerMinute(env.RENDER_RATE_LIMIT_PER_MINUTE),
    pageRenderer,
    wakeMail: () => mail.wake(),
  });
  app.register(reminderRoutes, { db, clock });
  app.register(pushReminderRoutes, { db, clock });
  app.register(whatsAppWebhookRoutes, { db, clock, wakeReminders: () => reminderWorker?.wake() });
  app.register(sitePlugin, { clientDir, pageRenderer, db, serverKeys, clock });
  return app;
}
