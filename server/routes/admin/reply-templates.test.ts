import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAGE_LANGUAGE_HEADER, adminApiPaths, caseApiPaths } from "~/shared/routes";
import { replyTemplateTexts } from "~/shared/schemas/admin";
import type { ReplyTemplate, SubmissionDetail } from "~/shared/schemas/admin-replies";
import type { CaseView } from "~/shared/schemas/case";
import { limits } from "~/shared/constants";
import { createTestUser, logInAs, signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { openTestCase } from "~/server/testing/case-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { CASE_COOKIE_NAME } from "~/server/cases/case-cookies";
import { apiMessages } from "~/shared/messages/api";
import { replyTemplateMessages } from "~/shared/messages/admin";

// The desk's saved replies (docs/decisions/0033): every desk member lists them, admins keep
// them; bad input changes nothing; every change is in the audit log. On SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.

let testApp: TestApp;
let admin: AdminSession;
let caseworker: AdminSession;
/** What a fresh install lists, before the tests below empty the table. */
let listedAtStart: ReplyTemplate[];

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signInAsAdmin(testApp, { name: "Desk Lead" });
  caseworker = await logInAs(testApp, await createTestUser(testApp, { name: "Ravi Caseworker", role: "caseworker" }));
  listedAtStart = (await list(caseworker)).json<ReplyTemplate[]>();
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.deleteFrom("reply_templates").execute();
});

const sample = {
  language: "en",
  title: "Bank not answering",
  body: "Dear {name}, about your case {reference}: your next step is {next_deadline}.",
};

function list(session: AdminSession = admin) {
  return testApp.app.inject({ method: "GET", url: adminApiPaths.replyTemplates, headers: session.headers });
}

function create(payload: unknown, session: AdminSession = admin) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.replyTemplates,
    headers: session.headers,
    payload: payload as Record<string, unknown>,
  });
}

function update(id: number, payload: unknown, session: AdminSession = admin) {
  return testApp.app.inject({
    method: "PUT",
    url: adminApiPaths.replyTemplate(id),
    headers: session.headers,
    payload: payload as Record<string, unknown>,
  });
}

function remove(id: number, session: AdminSession = admin) {
  return testApp.app.inject({ method: "DELETE", url: adminApiPaths.replyTemplate(id), headers: session.headers });
}

async function created(payload: { language: string; title: string; body: string } = sample): Promise<ReplyTemplate> {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ReplyTemplate>();
}

async function storedTemplates() {
  return testApp.db
    .selectFrom("reply_templates")
    .select(["id", "language", "title", "body", "updated_by_name"])
    .orderBy("id")
    .execute();
}

async function auditOf(id: number) {
  return testApp.db
    .selectFrom("audit_log")
    .select(["action", "actor_user_id", "target_type", "target_id", "detail"])
    .where("target_type", "=", "reply_template")
    .where("target_id", "=", String(id))
    .orderBy("id")
    .execute();
}

describe("reply templates: list, create, edit, delete", () => {
  it("an admin creates a template; it is stored, listed by title for admins and caseworkers, and audited", async () => {
    const response = await create({
      language: "en",
      title: "  Asked for documents ",
      body: "Please send {reference} papers.",
    });
    expect(response.statusCode).toBe(201);
    const template = response.json<ReplyTemplate>();
    expect(template).toEqual({
      id: expect.any(Number),
      language: "en",
      title: "Asked for documents",
      body: "Please send {reference} papers.",
      createdAt: expect.any(String),
      updatedAt: template.createdAt,
      updatedByName: "Desk Lead",
    });
    await created({ language: "en", title: "bank delay", body: "We are waiting for the bank." });

    for (const session of [admin, caseworker]) {
      const listed = await list(session);
      expect(listed.statusCode).toBe(200);
      expect(listed.json<ReplyTemplate[]>().map(({ title }) => title)).toEqual(["Asked for documents", "bank delay"]);
    }
    expect(await auditOf(template.id)).toEqual([
      {
        action: "reply_template.created",
        actor_user_id: admin.user.id,
        target_type: "reply_template",
        target_id: String(template.id),
        detail: JSON.stringify({ title: "Asked for documents", language: "en" }),
      },
    ]);
  });

  it("a fresh install lists the starter templates, each title once in English and once in Hindi", () => {
    expect(listedAtStart.map(({ title, language }) => `${title} (${language})`)).toEqual([
      "Asking for the UTR (en)",
      "Asking for the UTR (hi)",
      "First reply: money lost today (en)",
      "First reply: money lost today (hi)",
      "Police refused the FIR (en)",
      "Police refused the FIR (hi)",
      "Sextortion (en)",
      "Sextortion (hi)",
    ]);
    const hindi = listedAtStart.find(({ title, language }) => title === "Asking for the UTR" && language === "hi");
    expect(hindi?.body).toContain("यूटीआर");
  });

  it("an admin edits a template: title and text change, who changed it is recorded, and the change is audited", async () => {
    const template = await created();
    const editor = await signInAsAdmin(testApp, { name: "Second Admin" });

    const response = await update(
      template.id,
      { language: "en", title: "Bank is slow", body: "Still waiting on {reference}." },
      editor,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: template.id,
      title: "Bank is slow",
      body: "Still waiting on {reference}.",
      createdAt: template.createdAt,
      updatedByName: "Second Admin",
    });
    expect(await storedTemplates()).toEqual([
      {
        id: template.id,
        language: "en",
        title: "Bank is slow",
        body: "Still waiting on {reference}.",
        updated_by_name: "Second Admin",
      },
    ]);
    expect((await auditOf(template.id)).at(-1)).toEqual({
      action: "reply_template.updated",
      actor_user_id: editor.user.id,
      target_type: "reply_template",
      target_id: String(template.id),
      detail: JSON.stringify({ from: sample.title, title: "Bank is slow", language: "en" }),
    });
  });

  it("an edit may keep the template's own title, in another case", async () => {
    const template = await created();
    const response = await update(template.id, { ...sample, title: sample.title.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReplyTemplate>().title).toBe(sample.title.toUpperCase());
  });

  it("an admin deletes a template: it is gone, the answer names it, and the deletion is audited", async () => {
    const template = await created();
    const response = await remove(template.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: replyTemplateMessages.deleted(sample.title) });
    expect(await storedTemplates()).toEqual([]);
    expect((await auditOf(template.id)).map(({ action, detail }) => ({ action, detail }))).toEqual([
      { action: "reply_template.created", detail: JSON.stringify({ title: sample.title, language: "en" }) },
      { action: "reply_template.deleted", detail: JSON.stringify({ title: sample.title, language: "en" }) },
    ]);
  });

  it("editing or deleting a template that does not exist answers 404 and changes nothing", async () => {
    const template = await created();
    expect((await update(template.id + 1000, sample)).statusCode).toBe(404);
    const gone = await remove(template.id + 1000);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ status: "error", message: apiMessages.notFound });
    expect(await storedTemplates()).toHaveLength(1);
  });
});

describe("reply templates: bad input", () => {
  it("refuses an unknown placeholder, naming it, and stores nothing", async () => {
    const response = await create({
      language: "en",
      title: "Typo",
      body: "Your case {refrence} and {foo}, due {next_deadline}.",
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: "error",
      message: apiMessages.invalidInput,
      errors: { body: replyTemplateTexts.unknownPlaceholders(["{refrence}", "{foo}"]) },
    });
    expect(response.json().errors.body).toContain("{foo}");
    expect(await storedTemplates()).toEqual([]);
  });

  it("refuses an edit with an unknown placeholder and keeps the template as it was", async () => {
    const template = await created();
    const response = await update(template.id, { ...sample, body: "Hello {Name}" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ body: replyTemplateTexts.unknownPlaceholders(["{Name}"]) });
    expect(await storedTemplates()).toEqual([
      { id: template.id, language: "en", title: sample.title, body: sample.body, updated_by_name: "Desk Lead" },
    ]);
  });

  it("refuses a title another template in its language has, whatever its case and spacing, with 409 and a message on the title", async () => {
    const first = await created();
    const other = await created({ language: "en", title: "Other", body: "Other text." });
    const duplicate = "  BANK   not answering ";

    const response = await create({ language: "en", title: duplicate, body: "Different text." });
    expect(response.statusCode).toBe(409);
    const message = replyTemplateTexts.titleTaken(duplicate.trim(), "en");
    expect(message).toBe(
      'A template titled "BANK   not answering" already exists in English. Please choose another title.',
    );
    expect(response.json()).toEqual({ status: "error", message, errors: { title: message } });

    const renamed = await update(other.id, { language: "en", title: "bank not answering", body: "Other text." });
    expect(renamed.statusCode).toBe(409);
    expect((await storedTemplates()).map(({ id, title }) => ({ id, title }))).toEqual([
      { id: first.id, title: sample.title },
      { id: other.id, title: "Other" },
    ]);
    expect((await auditOf(other.id)).map(({ action }) => action)).toEqual(["reply_template.created"]);
  });

  it("refuses a missing, blank, multi-line or too long title and a missing, blank or too long text", async () => {
    const cases: [unknown, Record<string, string>][] = [
      [
        {},
        {
          language: replyTemplateTexts.languageRequired,
          title: replyTemplateTexts.titleRequired,
          body: replyTemplateTexts.bodyRequired,
        },
      ],
      [
        { language: "en", title: "   ", body: " \n " },
        { title: replyTemplateTexts.titleRequired, body: replyTemplateTexts.bodyRequired },
      ],
      [{ language: "en", title: "Two\nlines", body: "Text" }, { title: replyTemplateTexts.titleOneLine }],
      [
        { language: "en", title: "x".repeat(limits.replyTemplateTitleMax + 1), body: "Text" },
        { title: expect.stringMatching(/at most 80/) },
      ],
      [
        { language: "en", title: "Long", body: "x".repeat(limits.replyTemplateBodyMax + 1) },
        { body: expect.stringMatching(/at most 3000/) },
      ],
      [
        { language: "en", title: "Nul", body: "bad \u0000 byte" },
        { body: expect.stringMatching(/unusual or invisible/) },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await storedTemplates()).toEqual([]);
    // The limits themselves are accepted.
    await created({
      language: "en",
      title: "x".repeat(limits.replyTemplateTitleMax),
      body: "y".repeat(limits.replyTemplateBodyMax),
    });
  });
});

describe("reply templates: languages (docs/decisions/0061)", () => {
  const hindi = {
    language: "hi",
    title: sample.title,
    body: "नमस्ते {name}, आपके केस {reference} में आपका अगला कदम: {next_deadline}।",
  };

  it("stores and lists each template's language, and lets one title be written once in English and once in Hindi", async () => {
    const english = await created();
    const response = await create(hindi);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ReplyTemplate>()).toMatchObject({ language: "hi", title: sample.title, body: hindi.body });

    expect(await storedTemplates()).toEqual([
      { id: english.id, language: "en", title: sample.title, body: sample.body, updated_by_name: "Desk Lead" },
      { id: expect.any(Number), language: "hi", title: sample.title, body: hindi.body, updated_by_name: "Desk Lead" },
    ]);
    const listed = (await list(caseworker)).json<ReplyTemplate[]>();
    expect(listed.map(({ language, title }) => ({ language, title }))).toEqual([
      { language: "en", title: sample.title },
      { language: "hi", title: sample.title },
    ]);
  });

  it("refuses a second Hindi template of a title, and moving a template into a language where its title is taken, naming the language; nothing changes", async () => {
    const english = await created();
    const first = await created(hindi);

    const again = await create({ ...hindi, title: sample.title.toLowerCase(), body: "फिर से।" });
    expect(again.statusCode).toBe(409);
    const message = replyTemplateTexts.titleTaken(sample.title.toLowerCase(), "hi");
    expect(message).toContain("already exists in Hindi");
    expect(again.json()).toEqual({ status: "error", message, errors: { title: message } });

    const moved = await update(english.id, { ...sample, language: "hi" });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors.title).toBe(replyTemplateTexts.titleTaken(sample.title, "hi"));
    expect((await storedTemplates()).map(({ id, language }) => ({ id, language }))).toEqual([
      { id: english.id, language: "en" },
      { id: first.id, language: "hi" },
    ]);
  });

  it("an edit may change a template's language where its title is free, and the audit says from which", async () => {
    const template = await created();
    const response = await update(template.id, { ...hindi, title: "Bank is slow" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ReplyTemplate>()).toMatchObject({ id: template.id, language: "hi", title: "Bank is slow" });
    expect((await auditOf(template.id)).at(-1)?.detail).toBe(
      JSON.stringify({ from: sample.title, title: "Bank is slow", fromLanguage: "en", language: "hi" }),
    );
  });

  it("refuses a missing or unknown language, or one the desk does not write replies in, with a message on the language, and stores nothing", async () => {
    // Bengali is a language of the site, but the desk's saved replies are English and Hindi (docs/decisions/0098).
    for (const language of [undefined, "", "fr", "HI", "Hindi", 1, "bn"]) {
      const response = await create({ ...sample, language });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json().errors).toEqual({ language: replyTemplateTexts.languageRequired });
    }
    expect(await storedTemplates()).toEqual([]);
  });
});

describe("reply templates: roles", () => {
  it("a caseworker may list templates but not create, edit or delete them (403), and nothing changes", async () => {
    const template = await created();
    expect((await list(caseworker)).statusCode).toBe(200);
    for (const response of [
      await create({ language: "en", title: "Mine", body: "Text" }, caseworker),
      await update(template.id, { language: "en", title: "Mine", body: "Text" }, caseworker),
      await remove(template.id, caseworker),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().reason).toBe("role");
    }
    expect(await storedTemplates()).toEqual([
      { id: template.id, language: "en", title: sample.title, body: sample.body, updated_by_name: "Desk Lead" },
    ]);
  });
});

describe("the submission detail's next deadline, for {next_deadline}", () => {
  async function detailOf(reference: string): Promise<SubmissionDetail> {
    const response = await testApp.app.inject({
      method: "GET",
      url: adminApiPaths.submission(reference),
      headers: caseworker.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<SubmissionDetail>();
  }

  it("is the case page's dated step still to come, with the page's own title and date", async () => {
    const { reference, cookie } = await openTestCase(testApp, {
      incident_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      payment_approval: "taken_without_approval",
      paid_from: "bank_account",
    });
    const page = await testApp.app.inject({
      method: "GET",
      url: caseApiPaths.view,
      cookies: { [CASE_COOKIE_NAME]: cookie },
    });
    const steps = page.json<CaseView>().case.nextSteps;
    const dated = steps.filter((step) => step.dueText !== null && step.state === "to do");
    expect(dated).toHaveLength(1);

    const detail = await detailOf(reference);
    expect(detail.nextDeadlineText).toBe(`${dated[0]!.title}, by ${dated[0]!.dueText}`);
    expect(detail.nextDatedStep).toEqual({
      title: dated[0]!.title,
      titleSays: dated[0]!.says.title,
      due: dated[0]!.due,
    });
  });

  it("gives a Hindi case the step the Hindi case page shows, its English title for the dashboard to put into Hindi", async () => {
    const { reference, cookie } = await openTestCase(testApp, {
      incident_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      payment_approval: "taken_without_approval",
      paid_from: "bank_account",
      language: "hi",
    });
    const page = await testApp.app.inject({
      method: "GET",
      url: caseApiPaths.view,
      cookies: { [CASE_COOKIE_NAME]: cookie },
      headers: { [PAGE_LANGUAGE_HEADER]: "hi" },
    });
    const dated = page.json<CaseView>().case.nextSteps.filter((step) => step.due !== null && step.state === "to do");
    expect(dated[0]!.dueText).toContain("भारतीय समय");

    const detail = await detailOf(reference);
    expect(detail.language).toBe("hi");
    expect(detail.nextDatedStep).toEqual({
      title: dated[0]!.title,
      titleSays: dated[0]!.says.title,
      due: dated[0]!.due,
    });
  });

  it("is null for a case whose page gives no dated step", async () => {
    const { reference } = await openTestCase(testApp, { kind: "contact_message" });
    const detail = await detailOf(reference);
    expect(detail.nextDeadlineText).toBeNull();
    expect(detail.nextDatedStep).toBeNull();
  });
});
