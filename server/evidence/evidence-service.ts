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

function evidenceConfigOf(env: Env): EvidenceConfig {
  return {
    fileMaxBytes: env.EVIDENCE_FILE_MAX_BYTES,
    videoMaxBytes: env.EVIDENCE_VIDEO_MAX_BYTES,
    filesPerCase: env.EVIDENCE_FILES_PER_CASE,
    caseMaxBytes: env.EVIDENCE_CASE_MAX_BYTES,
    uploadsPerAddressPerDay: env.EVIDENCE_UPLOADS_PER_ADDRESS_PER_DAY,
    storageQuotaBytes: env.EVIDENCE_STORAGE_QUOTA_BYTES,
  };
}

export function registerEvidenceService(app: FastifyInstance, env: Env, log: FastifyBaseLogger): void {
  const service: EvidenceService = {
    keyring: loadEvidenceKeyring(env, { warn: (message) => log.warn(message) }),
    config: evidenceConfigOf(env),
  };
  app.decorate("evidence", service);
}
