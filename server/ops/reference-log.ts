import { appendFile, open, readFile } from "node:fs/promises";

// A list of references kept outside the database, one "<ISO time> <reference>" line each, for a
// restore to act on again what was done after its backup (decisions 0032 and 0064). A line holds
// no personal data and no secret.

const REFERENCE = /^CH-[0-9A-Z]{6}$/;

export interface ReferenceLogEntry {
  at: Date;
  reference: string;
}

/** Adds a line, on disk before it returns. */
export async function appendReference(path: string, reference: string, now: Date): Promise<void> {
  if (!REFERENCE.test(reference)) throw new Error(`Not a reference: ${JSON.stringify(reference)}`);
  await appendFile(path, `${now.toISOString()} ${reference}\n`, { mode: 0o600 });
  const file = await open(path, "r+");
  try {
    await file.sync();
  } finally {
    await file.close();
  }
}

/** The list as written; a line that is not "<ISO time> <reference>" stops it, with its number. */
export async function readReferenceLog(path: string): Promise<ReferenceLogEntry[]> {
  const text = await readFile(path, "utf8");
  return text.split("\n").flatMap((line, index) => {
    if (line.trim() === "") return [];
    const [time, reference, ...rest] = line.trim().split(" ");
    const at = new Date(time ?? "");
    if (rest.length > 0 || !reference || !REFERENCE.test(reference) || Number.isNaN(at.getTime())) {
      throw new Error(`${path}, line ${index + 1}: expected "<ISO time> <reference>", found ${JSON.stringify(line)}`);
    }
    return [{ at, reference }];
  });
}
