import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReplyTemplatesView } from "./reply-templates-view";
import { installFakeFetch, json, type FakeFetch } from "~/app/testing/fake-fetch";
import { replyTemplate } from "~/app/testing/admin-answers";
import { renderInAdmin } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths } from "~/shared/routes";

// The reply templates an admin keeps (docs/decisions/0033, 0061): writing a new one or changing
// one, checked here by the server's rules before sending, and the server's refusal shown under
// the field it names.

const FIRST_REPLY = replyTemplate({ id: 7, title: "First reply", body: "Dear {name}, we have your case {reference}." });

function answerTheTemplates(templates = [FIRST_REPLY]): FakeFetch {
  return installFakeFetch().answer("GET", adminApiPaths.replyTemplates, json(200, templates));
}

/** The view, its list read, and the form for a new template opened and filled in. */
async function fillInANewTemplate(title: string, body: string) {
  const user = setupUser();
  renderInAdmin(<ReplyTemplatesView />, { at: "/admin/templates" });
  await user.click(await screen.findByRole("button", { name: "New template" }));
  await user.fill(screen.getByRole("textbox", { name: "Title" }), title);
  await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "English");
  await user.fill(screen.getByRole("textbox", { name: "Text" }), body);
  return user;
}

describe("the reply templates view", () => {
  it("shows the server's refusal of a new template's title under the Title field, the form still open", async () => {
    const taken = 'A template titled "First reply" already exists in English. Please choose another title.';
    const server = answerTheTemplates().answer(
      "POST",
      adminApiPaths.replyTemplates,
      json(409, { status: "error", message: taken, errors: { title: taken } }),
    );
    const user = await fillInANewTemplate("First reply", "We are on it.");

    await user.click(screen.getByRole("button", { name: "Save template" }));

    expect(server.sent("POST", adminApiPaths.replyTemplates).map((request) => request.body)).toEqual([
      { language: "en", title: "First reply", body: "We are on it." },
    ]);
    const title = await screen.findByRole("textbox", { name: "Title", description: new RegExp(taken) });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("heading", { name: "New template" })).toBeTruthy();
  });

  it("checks a new template by the server's rules before sending it: an unknown placeholder is named under Text", async () => {
    const server = answerTheTemplates();
    const user = await fillInANewTemplate("Amount", "You lost {amount}.");

    await user.click(screen.getByRole("button", { name: "Save template" }));

    expect(
      await screen.findByRole("textbox", { name: "Text", description: /Unknown placeholder \{amount\}/ }),
    ).toBeTruthy();
    expect(server.sent("POST", adminApiPaths.replyTemplates)).toEqual([]);
  });

  it("asks for the language a new template is written in, which is never assumed", async () => {
    const server = answerTheTemplates();
    const user = setupUser();
    renderInAdmin(<ReplyTemplatesView />, { at: "/admin/templates" });
    await user.click(await screen.findByRole("button", { name: "New template" }));
    await user.fill(screen.getByRole("textbox", { name: "Title" }), "Next steps");
    await user.fill(screen.getByRole("textbox", { name: "Text" }), "Call 1930 now.");

    await user.click(screen.getByRole("button", { name: "Save template" }));

    expect(
      await screen.findByRole("combobox", {
        name: "Language",
        description: /Please choose the language the template is written in\./,
      }),
    ).toBeTruthy();
    expect(server.sent("POST", adminApiPaths.replyTemplates)).toEqual([]);
  });

  it("sends an edited template to its own address, says it was updated and reads the list again", async () => {
    const server = answerTheTemplates().answer(
      "PUT",
      adminApiPaths.replyTemplate(7),
      json(200, { ...FIRST_REPLY, body: "Dear {name}, your case is {reference}." }),
    );
    const user = setupUser();
    renderInAdmin(<ReplyTemplatesView />, { at: "/admin/templates" });

    await user.click(await screen.findByRole("button", { name: "Edit First reply (English)" }));
    expect(screen.getByRole("heading", { name: 'Edit "First reply"' })).toBeTruthy();
    const text = screen.getByRole("textbox", { name: "Text" });
    await user.clear(text);
    await user.fill(text, "Dear {name}, your case is {reference}.");
    await user.click(screen.getByRole("button", { name: "Save template" }));

    expect(server.sent("PUT", adminApiPaths.replyTemplate(7)).map((request) => request.body)).toEqual([
      { language: "en", title: "First reply", body: "Dear {name}, your case is {reference}." },
    ]);
    expect(await screen.findByText('Template "First reply" updated.')).toBeTruthy();
    expect(screen.queryByRole("heading", { name: 'Edit "First reply"' })).toBeNull();
    await waitFor(() => expect(server.sent("GET", adminApiPaths.replyTemplates)).toHaveLength(2));
  });

  it("shows the server's refusal of an edit under the field it names", async () => {
    answerTheTemplates().answer(
      "PUT",
      adminApiPaths.replyTemplate(7),
      json(422, {
        status: "error",
        message: "Please correct the highlighted fields.",
        errors: { body: "Please write the template's text." },
      }),
    );
    const user = setupUser();
    renderInAdmin(<ReplyTemplatesView />, { at: "/admin/templates" });
    await user.click(await screen.findByRole("button", { name: "Edit First reply (English)" }));

    await user.click(screen.getByRole("button", { name: "Save template" }));

    expect(
      await screen.findByRole("textbox", { name: "Text", description: /Please write the template's text\./ }),
    ).toBeTruthy();
  });

  it("shows a refusal that names no field in an error toast, in the server's words", async () => {
    answerTheTemplates().answer(
      "PUT",
      adminApiPaths.replyTemplate(7),
      json(404, { status: "error", message: "This template no longer exists." }),
    );
    const user = setupUser();
    renderInAdmin(<ReplyTemplatesView />, { at: "/admin/templates" });
    await user.click(await screen.findByRole("button", { name: "Edit First reply (English)" }));

    await user.click(screen.getByRole("button", { name: "Save template" }));

    const toasts = await screen.findByRole("alert");
    await waitFor(() => expect(toasts.textContent).toContain("This template no longer exists."));
  });

  it("asks before deleting a template: Cancel keeps it and gives the focus back, Yes deletes it and says so", async () => {
    const server = answerTheTemplates().answer(
      "DELETE",
      adminApiPaths.replyTemplate(7),
      json(200, { status: "success", message: "" }),
    );
    const user = setupUser();
    renderInAdmin(<ReplyTemplatesView />, { at: "/admin/templates" });
    const remove = await screen.findByRole("button", { name: "Delete First reply (English)" });

    await user.click(remove);
    const question = screen.getByRole("group", { name: /Delete the template "First reply"\?/ });
    expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Cancel" }));
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete First reply (English)" }));
    expect(server.sent("DELETE", adminApiPaths.replyTemplate(7))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete First reply (English)" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete it" }));

    expect(server.sent("DELETE", adminApiPaths.replyTemplate(7))).toHaveLength(1);
    const toasts = await screen.findByRole("status");
    await waitFor(() => expect(toasts.textContent).toContain('Template "First reply" deleted.'));
    await waitFor(() => expect(server.sent("GET", adminApiPaths.replyTemplates)).toHaveLength(2));
  });

  it("offers to add the first template when there is none", async () => {
    answerTheTemplates([]);
    renderInAdmin(<ReplyTemplatesView />, { at: "/admin/templates" });

    expect(await screen.findByText("No reply templates yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add the first template" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Reply templates, by title" })).toBeNull();
  });
});
