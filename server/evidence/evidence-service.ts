import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Env } from "../env";
import { loadEvidenceKeyring, type EvidenceKeyring } from "./evidence-crypto";
import type { EvidenceConfig } from "./evidence-store";

// What the routes that take and give evidence share: the keys and the limits, read once from
// the environment when the app is built. A production start without EVIDENCE_KEY stops here.

interface EvidenceService {
  keyring: EvidenceKeyring;
  config: EvidenceConfig;
}

declare module "fastify" {
  interface FastifyInstance {
    evidence: EvidenceService;
  }
}

/** How long past its request's deadline an upload's space is held: for its last chunk and its hash. */
const RESERVATION_MARGIN_MS = 5 * 60_000;

function evidenceConfigOf(env: Env, requestTimeoutMs: number): EvidenceConfig {
  return {
    fileMaxBytes: env.EVIDENCE_FILE_MAX_BYTES,
    videoMaxBytes: env.EVIDENCE_VIDEO_MAX_BYTES,
    filesPerCase: env.EVIDENCE_FILES_PER_CASE,
    caseMaxBytes: env.EVIDENCE_CASE_MAX_BYTES,
    uploadsPerAddressPerDay: env.EVIDENCE_UPLOADS_PER_ADDRESS_PER_DAY,
    bytesPerAddressPerDay: env.EVIDENCE_BYTES_PER_ADDRESS_PER_DAY,
    storageQuotaBytes: env.EVIDENCE_STORAGE_QUOTA_BYTES,
    reservedForCasesUnderBytes: env.EVIDENCE_RESERVED_FOR_CASES_UNDER_BYTES,
    reservationMs: requestTimeoutMs + RESERVATION_MARGIN_MS,
  };
}

/** `requestTimeoutMs`: the server's limit on a whole request, an upload's included. */
export function registerEvidenceService(
  app: FastifyInstance,
  env: Env,
  log: FastifyBaseLogger,
  requestTimeoutMs: number,
): void {
  const service: EvidenceService = {
    keyring: loadEvidenceKeyring(env, { warn: (message) => log.warn(message) }),
    config: evidenceConfigOf(env, requestTimeoutMs),
  };
  app.decorate("evidence", service);
}
