import { sql, type Kysely } from "kysely";
import { dialectOf } from "../db/dialect";
import type { Database } from "../db/schema";
import { addressForLimits } from "../db/address-for-limits";
import { countRequest, uncount } from "../db/rate-limit-store";
import { EvidenceRefusal } from "./evidence-refusal";
import { evidenceMessages } from "~/shared/messages/evidence";

// Space for evidence is taken before an upload's first byte is read (docs/decisions/0056). The
// case's and the site's totals count what is stored and what uploads still arriving have taken,
// so uploads at once, on one instance or several, cannot together pass a limit that each of them
// alone keeps. Each upload's space is a row of evidence_reservations: taken with its declared size
// (or the most it can be), given back when it fails or is cut off, and turned into the stored
// file's real size when it is stored. A row lapses at its expiry, so a process that died
// mid-upload holds nothing for long.
//
// Taking space is one transaction that reads the totals and writes the row while nobody else can
// take any: on SQLite the write lock, taken at BEGIN (server/db/database.ts), on PostgreSQL an
// advisory lock held to the end of the transaction, the same for every instance on the database.
// Giving space back or storing a file only ever lowers the totals, so it takes no lock: the
// totals are read in one statement, which sees a file stored and its space given back together.

/** Uploads one case may have arriving at once. */
const UPLOADS_AT_ONCE_PER_CASE = 2;
/** The share of the site's quota, its last, kept for cases that hold little (EVIDENCE_RESERVED_FOR_CASES_UNDER_BYTES). */
const QUOTA_RESERVE_SHARE = 0.1;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The advisory lock every instance on one PostgreSQL database takes space under. */
const QUOTA_LOCK = "evidence quota";

export interface EvidenceQuotaConfig {
  filesPerCase: number;
  caseMaxBytes: number;
  uploadsPerAddressPerDay: number;
  bytesPerAddressPerDay: number;
  storageQuotaBytes: number;
  reservedForCasesUnderBytes: number;
  /** How long an upload's space is held at most: longer than any upload can take. */
  reservationMs: number;
}

/** What an upload added to a count of its address, to be given back. */
interface Charge {
  key: string;
  windowEndsAt: string;
  bytes: number;
}

/** The space one upload holds until it is settled or released. */
export interface Reservation {
  fileId: string;
  bytes: number;
  charges: Charge[];
}

interface SpaceAsked {
  fileId: string;
  submissionId: number;
  bytes: number;
  clientAddress: string;
}

/** The counts of an address the evidence limits keep (IPv6 by its /64). */
function evidenceCountKeys(clientAddress: string) {
  const address = addressForLimits(clientAddress);
  return {
    uploads: `evidence uploads from ${address}`,
    bytes: `evidence bytes from ${address}`,
    reserve: `evidence reserve bytes from ${address}`,
  };
}

/** Adds `bytes` to an address's count of the day; the charge, and the count with it. */
async function charge(trx: Kysely<Database>, key: string, bytes: number, now: Date) {
  const { current, ttl } = await countRequest(trx, key, DAY_MS, now, bytes);
  return { current, charge: { key, bytes, windowEndsAt: new Date(now.getTime() + ttl).toISOString() } };
}

/**
 * Takes space for an upload of at most `asked.bytes`, or throws EvidenceRefusal having taken
 * none. Checked in this order: uploads of the case still arriving, its files, its bytes, the
 * site's quota and its reserve, then the address's uploads and bytes of the day.
 */
export async function reserveEvidenceSpace(
  db: Kysely<Database>,
  config: EvidenceQuotaConfig,
  asked: SpaceAsked,
  now: Date,
): Promise<Reservation> {
  const { fileId, submissionId, bytes } = asked;
  const nowIso = now.toISOString();
  const postgres = dialectOf(db) === "postgres";
  return db.transaction().execute(async (trx) => {
    if (postgres) await sql`select pg_advisory_xact_lock(hashtext(${QUOTA_LOCK}))`.execute(trx);

    // Space held past its expiry belongs to an upload that can no longer be arriving: a process
    // that died mid-upload. Its half-received file goes with it.
    const lapsed = trx.selectFrom("evidence_reservations").select("file_id").where("expires_at", "<=", nowIso);
    await trx.deleteFrom("evidence_files").where("status", "=", "receiving").where("id", "in", lapsed).execute();
    await trx.deleteFrom("evidence_reservations").where("expires_at", "<=", nowIso).execute();

    // One statement, so one snapshot: a file stored and its space given back are seen together.
    const held = await trx
      .selectNoFrom((eb) => [
        eb
          .selectFrom("evidence_reservations")
          .select((inner) => inner.fn.countAll<number | string>().as("count"))
          .where("submission_id", "=", submissionId)
          .as("case_uploading"),
        eb
          .selectFrom("evidence_reservations")
          .select((inner) => inner.fn.sum<number | string | null>("bytes").as("bytes"))
          .where("submission_id", "=", submissionId)
          .as("case_reserved"),
        eb
          .selectFrom("evidence_files")
          .select((inner) => inner.fn.countAll<number | string>().as("count"))
          .where("submission_id", "=", submissionId)
          .where("status", "=", "stored")
          .as("case_files"),
        eb
          .selectFrom("evidence_files")
          .select((inner) => inner.fn.sum<number | string | null>("byte_size").as("bytes"))
          .where("submission_id", "=", submissionId)
          .as("case_stored"),
        eb
          .selectFrom("evidence_reservations")
          .select((inner) => inner.fn.sum<number | string | null>("bytes").as("bytes"))
          .as("site_reserved"),
        eb
          .selectFrom("evidence_files")
          .select((inner) => inner.fn.sum<number | string | null>("byte_size").as("bytes"))
          .as("site_stored"),
      ])
      .executeTakeFirstOrThrow();
    const uploading = Number(held.case_uploading ?? 0);
    const caseFiles = Number(held.case_files ?? 0) + uploading;
    const caseBytes = Number(held.case_stored ?? 0) + Number(held.case_reserved ?? 0);
    const siteBytes = Number(held.site_stored ?? 0) + Number(held.site_reserved ?? 0);

    if (uploading >= UPLOADS_AT_ONCE_PER_CASE) throw new EvidenceRefusal(429, evidenceMessages.twoAtOnce);
    if (caseFiles >= config.filesPerCase) {
      throw new EvidenceRefusal(409, evidenceMessages.tooManyFiles(config.filesPerCase));
    }
    if (caseBytes + bytes > config.caseMaxBytes) {
      throw new EvidenceRefusal(413, evidenceMessages.caseFull(config.caseMaxBytes));
    }
    if (siteBytes + bytes > config.storageQuotaBytes) throw new EvidenceRefusal(507, evidenceMessages.storageFull);
    // The quota's last tenth: only for a case that, with this file, holds little.
    const reserveStarts = config.storageQuotaBytes - Math.floor(config.storageQuotaBytes * QUOTA_RESERVE_SHARE);
    const intoReserve = siteBytes + bytes > reserveStarts;
    if (intoReserve && caseBytes + bytes >= config.reservedForCasesUnderBytes) {
      throw new EvidenceRefusal(507, evidenceMessages.storageReserved);
    }

    // The address's counts of the day. A refusal below rolls them back with everything else.
    const keys = evidenceCountKeys(asked.clientAddress);
    const uploads = await countRequest(trx, keys.uploads, DAY_MS, now);
    if (uploads.current > config.uploadsPerAddressPerDay) throw new EvidenceRefusal(429, evidenceMessages.dailyCap);
    const byBytes = await charge(trx, keys.bytes, bytes, now);
    if (byBytes.current > config.bytesPerAddressPerDay) throw new EvidenceRefusal(429, evidenceMessages.dailyBytes);
    const charges = [byBytes.charge];
    if (intoReserve) {
      // In the reserve, an address takes at most what one new case may: a flood that opens case
      // after case cannot empty it in a day.
      const byReserve = await charge(trx, keys.reserve, bytes, now);
      if (byReserve.current >= config.reservedForCasesUnderBytes) {
        throw new EvidenceRefusal(507, evidenceMessages.storageReserved);
      }
      charges.push(byReserve.charge);
    }

    await trx
      .insertInto("evidence_reservations")
      .values({
        file_id: fileId,
        submission_id: submissionId,
        bytes,
        expires_at: new Date(now.getTime() + config.reservationMs).toISOString(),
      })
      .execute();
    return { fileId, bytes, charges };
  });
}

/**
 * The upload is stored with `storedBytes` (at most what it took): call in the transaction that
 * marks its file stored, so the file's bytes and its space change places at once. Throws if its
 * space has lapsed, which no upload within the server's request timeout lets happen.
 */
export async function settleReservation(
  trx: Kysely<Database>,
  reservation: Reservation,
  storedBytes: number,
): Promise<void> {
  const deleted = await trx
    .deleteFrom("evidence_reservations")
    .where("file_id", "=", reservation.fileId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) {
    throw new Error(`The space held for evidence ${reservation.fileId} lapsed before it was stored`);
  }
  const unused = reservation.bytes - storedBytes;
  if (unused > 0) {
    for (const { key, windowEndsAt } of reservation.charges) await uncount(trx, key, unused, windowEndsAt);
  }
}

/** The upload failed or was cut off: its space and its bytes of the day are given back. */
export async function releaseReservation(db: Kysely<Database>, reservation: Reservation): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("evidence_reservations")
      .where("file_id", "=", reservation.fileId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return;
    for (const { key, windowEndsAt, bytes } of reservation.charges) await uncount(trx, key, bytes, windowEndsAt);
  });
}
