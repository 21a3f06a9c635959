import { caseApiPaths } from "~/shared/routes";
import { seedSubmissions, type SeedSubmission } from "./store-test-database";
import { mintCaseSecret } from "../cases/case-secrets";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import type { TestApp } from "./test-app";

/** A stored submission, and the case cookie its link was exchanged for, as a victim's browser holds it. */
export async function openTestCase(
  testApp: TestApp,
  row: Partial<SeedSubmission> = {},
): Promise<{ reference: string; submissionId: number; cookie: string }> {
  const [reference] = await seedSubmissions(testApp.db, [{ created_at: new Date().toISOString(), ...row }]);
  const { id } = await testApp.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference!)
    .executeTakeFirstOrThrow();
  const { secret } = await mintCaseSecret(testApp.db, id, "link", new Date(), { channel: "form_answer" });
  const opened = await testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link: secret } });
  const cookie = opened.cookies.find((candidate) => candidate.name === CASE_COOKIE_NAME)?.value;
  if (!cookie) throw new Error("the link opened no case");
  return { reference: reference!, submissionId: id, cookie };
}
