import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PostQueryForm } from "./post-query-form";
import { postQueryFormLanguage } from "~/app/content/languages/form-language";
import { installFakeFetch, json, UNREACHABLE } from "~/app/testing/fake-fetch";
import { renderOnAPublicPage } from "~/app/testing/render-public-form";
import { setupUser } from "~/app/testing/user";
import { apiPaths } from "~/shared/routes";

// The Post Query form's outcomes (docs/product.md §4, §5 and §8; docs/decisions/0022): accepted,
// the confirmation with the reference; refused, the server's messages under their fields; a
// server error or no answer, what was typed kept.

const ENGLISH = postQueryFormLanguage("en");

function renderTheForm() {
  return renderOnAPublicPage(<PostQueryForm language={ENGLISH} />);
}

async function fillInAndSend() {
  const user = setupUser();
  const page = renderTheForm();
  await user.fill(screen.getByRole("textbox", { name: "Full name" }), "Meera Shah");
  await user.fill(screen.getByRole("textbox", { name: "Email" }), "meera@example.in");
  await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "Maharashtra");
  await user.fill(screen.getByRole("textbox", { name: "Subject" }), "Fake loan app");
  await user.click(screen.getByRole("button", { name: "Submit Your Query" }));
  return { user, page };
}

describe("the Post Query form", () => {
  it("sends what was typed, then shows the confirmation with the reference and empties itself", async () => {
    const server = installFakeFetch().answer(
      "POST",
      apiPaths.postQueries,
      json(201, { status: "success", message: "Thank you.", reference: "CH-7K3Q9M" }),
    );
    await fillInAndSend();

    const confirmation = await screen.findByRole("status", { name: "We have received your request" });
    expect(within(confirmation).getByText("CH-7K3Q9M")).toBeTruthy();
    expect(server.sent("POST", apiPaths.postQueries)[0]?.body).toMatchObject({
      name: "Meera Shah",
      email: "meera@example.in",
      state: "Maharashtra",
      subject: "Fake loan app",
      language: "en",
    });
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Subject" }).value).toBe("");
  });

  it("says in a toast that the query was received, with its reference", async () => {
    installFakeFetch().answer(
      "POST",
      apiPaths.postQueries,
      json(201, { status: "success", message: "Thank you.", reference: "CH-7K3Q9M" }),
    );
    await fillInAndSend();

    const toasts = within(screen.getByRole("region", { name: "Notifications" }));
    expect(
      await toasts.findByText("✅ Query submitted successfully. Our team will contact you shortly — available 24/7!"),
    ).toBeTruthy();
    expect(toasts.getByText("Your reference: CH-7K3Q9M")).toBeTruthy();
  });

  it("shows the server's messages under the fields they name", async () => {
    installFakeFetch().answer(
      "POST",
      apiPaths.postQueries,
      json(422, {
        status: "error",
        message: "Please correct the highlighted fields.",
        errors: { state: "Please choose a state from the list.", email: "Invalid email address." },
      }),
    );
    await fillInAndSend();

    expect(
      await screen.findByRole("combobox", { name: "State", description: "Please choose a state from the list." }),
    ).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Email", description: "Invalid email address." })).toBeTruthy();
    expect(await screen.findByText("❌ Submission failed. Please try again.")).toBeTruthy();
  });

  it("says the send failed and keeps what was typed, also after a reload", async () => {
    installFakeFetch().answer("POST", apiPaths.postQueries, json(500, { status: "error", message: "Internal error" }));
    const { page } = await fillInAndSend();
    expect(await screen.findByText("❌ Submission failed. Please try again.")).toBeTruthy();
    page.unmount();

    renderTheForm();

    const subject = screen.getByRole<HTMLInputElement>("textbox", { name: "Subject" });
    expect(subject.value).toBe("Fake loan app");
    expect(screen.getByRole("option", { name: "Maharashtra", selected: true })).toBeTruthy();
  });

  it("says it will send the query itself once connected when the server cannot be reached", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    installFakeFetch().answer("POST", apiPaths.postQueries, UNREACHABLE);
    await fillInAndSend();

    const offline =
      "You seem to be offline. What you typed is saved on this phone; it will be sent when you are connected, or call 1930.";
    await waitFor(() => expect(screen.getAllByText(offline)).toHaveLength(2));
    expect(screen.getByText("❌ Server error. Please try again later.")).toBeTruthy();
    expect(logged).toHaveBeenCalledWith("Post Query submission failed", expect.any(TypeError));
  });

  it("empties every field and the kept draft with Reset", async () => {
    installFakeFetch().answer("POST", apiPaths.postQueries, json(500, { status: "error", message: "Internal error" }));
    const { user, page } = await fillInAndSend();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Full name" }).value).toBe("");
    page.unmount();

    renderTheForm();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Full name" }).value).toBe("");
  });
});
