import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { HARM_STEP_TEXT } from "~/shared/case-timeline/harm-steps";
import { openTestCase } from "~/server/testing/case-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { deskCaseRecord } from "../admin/desk-case-record";
import { recordFirstResponse } from "../cases/first-response";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";

// "What is this about?" on the case page (docs/decisions/0070): saved, the steps follow it and
// the desk sees it; a threat said there leads the desk's inbox until the desk answers; a bad
// answer changes nothing. The form without scripts is proven in the browser
// (tests/e2e/case-harm.test.ts), where the page it answers with is built.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function post(url: string, payload: Record<string, unknown>, cookie: string) {
  return testApp.app.inject({ method: "POST", url, payload, cookies: { [CASE_COOKIE_NAME]: cookie } });
}

async function stored(submissionId: number) {
  return testApp.db
    .selectFrom("submissions")
    .leftJoin("case_progress", "case_progress.submission_id", "submissions.id")
    .select(["first_hours_tier", "harm", "person_is_minor"])
    .where("submissions.id", "=", submissionId)
    .executeTakeFirstOrThrow();
}

describe("What is this about?", () => {
  it("is saved, shown back, and the steps follow it: for sextortion under 18, an adult and the portal's section for children first", async () => {
    const { cookie, submissionId } = await openTestCase(testApp);
    const saved = await post(caseApiPaths.harm, { harm: "sextortion", personIsMinor: "yes" }, cookie);
    expect(saved.statusCode).toBe(200);
    const shown = saved.json<CaseView>().case;
    expect(shown.progress).toMatchObject({ harm: "sextortion", personIsMinor: "yes" });
    expect(shown.nextSteps.slice(0, 2).map((step) => step.title)).toEqual([
      HARM_STEP_TEXT.minorTellAdult.title,
      HARM_STEP_TEXT.minorReport.title,
    ]);
    expect(shown.nextSteps[0]).toMatchObject({ source: null, instrument: null, due: null });
    expect(shown.nextSteps[1]!.source).toBe("https://cybercrime.gov.in/Accept.aspx");
    expect((await deskCaseRecord(testApp.db, submissionId)).progress).toMatchObject({
      harm: "sextortion",
      personIsMinor: "yes",
    });
  });

  it("keeps what the victim said they have done, and is kept when they save that again", async () => {
    const { cookie, submissionId } = await openTestCase(testApp);
    await post(caseApiPaths.progress, { helplineAcknowledgement: "31411250012345" }, cookie);
    await post(caseApiPaths.harm, { harm: "frozen_account" }, cookie);
    await post(caseApiPaths.progress, { helplineAcknowledgement: "31411250012345", bankName: "HDFC Bank" }, cookie);
    const progress = (await deskCaseRecord(testApp.db, submissionId)).progress;
    expect(progress).toMatchObject({ harm: "frozen_account", helplineAcknowledgement: "31411250012345" });
  });

  it("refuses an answer that is not one of the choices, and changes nothing", async () => {
    const { cookie, submissionId } = await openTestCase(testApp);
    await post(caseApiPaths.harm, { harm: "digital_arrest" }, cookie);
    const refused = await post(caseApiPaths.harm, { harm: "kidnapping", personIsMinor: "maybe" }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      harm: "Please choose one of the options.",
      personIsMinor: "Please choose one of the options.",
    });
    expect(await stored(submissionId)).toMatchObject({ harm: "digital_arrest", person_is_minor: "" });
  });

  it("opens nothing without the case's session", async () => {
    const { submissionId } = await openTestCase(testApp);
    const refused = await testApp.app.inject({ method: "POST", url: caseApiPaths.harm, payload: { harm: "money" } });
    expect(refused.statusCode).toBe(401);
    expect((await stored(submissionId)).harm).toBeNull();
  });

  it("puts a threat said on the case page at the top of the inbox until the desk answers, and takes it away when unsaid", async () => {
    const { cookie, submissionId } = await openTestCase(testApp, { status: "new" });
    expect((await stored(submissionId)).first_hours_tier).toBeNull();
    await post(caseApiPaths.harm, { harm: "digital_arrest" }, cookie);
    expect((await stored(submissionId)).first_hours_tier).toBe(1);
    await post(caseApiPaths.harm, { harm: "identity_theft" }, cookie);
    expect((await stored(submissionId)).first_hours_tier).toBeNull();

    await post(caseApiPaths.harm, { harm: "sextortion" }, cookie);
    expect((await stored(submissionId)).first_hours_tier).toBe(1);
    await recordFirstResponse(testApp.db, submissionId, new Date());
    expect((await stored(submissionId)).first_hours_tier).toBeNull();
    await post(caseApiPaths.harm, { harm: "sextortion", personIsMinor: "no" }, cookie);
    expect((await stored(submissionId)).first_hours_tier, "answered: its legal order").toBeNull();
  });

  it("is identity theft for a request sent from the Identity Theft page until the victim says otherwise", async () => {
    const { cookie } = await openTestCase(testApp, { topic: "identity-theft" });
    const view = await testApp.app.inject({
      method: "GET",
      url: caseApiPaths.view,
      cookies: { [CASE_COOKIE_NAME]: cookie },
    });
    const shown = view.json<CaseView>().case;
    expect(shown.progress.harm).toBe("identity_theft");
    expect(shown.nextSteps.map((step) => step.title)).toContain(HARM_STEP_TEXT.lockIdentity.title);
    const changed = await post(caseApiPaths.harm, { harm: "money" }, cookie);
    expect(changed.json<CaseView>().case.nextSteps.map((step) => step.title)).not.toContain(
      HARM_STEP_TEXT.lockIdentity.title,
    );
  });
});
