import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HelpRequestForm } from "./help-request-form";
import { formLanguage } from "~/app/content/languages/form-language";
import { installFakeFetch, json, UNREACHABLE } from "~/app/testing/fake-fetch";
import { renderOnAPublicPage } from "~/app/testing/render-public-form";
import { setupUser } from "~/app/testing/user";
import { apiPaths } from "~/shared/routes";

// The Request Help form's outcomes (docs/product.md's modal rules, docs/decisions/0022): its
// schema fetched on first use checks the fields (docs/decisions/0047); accepted, the
// confirmation with the reference; refused, the server's messages under their fields; a server
// error or no answer, what was typed kept.

const ENGLISH = formLanguage("en");

function renderTheForm(variant: "request-help" | "topic" = "request-help") {
  return renderOnAPublicPage(<HelpRequestForm variant={variant} draftKey="help-test" language={ENGLISH} />);
}

/** The toasts' region: successes in its status, failures in its alert. */
function theToasts() {
  return within(screen.getByRole("region", { name: "Notifications" }));
}

async function fillInAndSend(variant: "request-help" | "topic" = "request-help") {
  const user = setupUser();
  const page = renderTheForm(variant);
  await user.fill(screen.getByRole("textbox", { name: "Name" }), "Meera Shah");
  await user.fill(screen.getByRole("textbox", { name: "Email" }), "meera@example.in");
  await user.fill(screen.getByRole("textbox", { name: "Query" }), "A caller took money by UPI an hour ago.");
  await user.click(screen.getByRole("button", { name: "Submit" }));
  return page;
}

describe("the Request Help form", () => {
  it("checks the fields with its schema, fetched on first use, before anything is sent", async () => {
    const server = installFakeFetch();
    const user = setupUser();
    renderTheForm();

    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(
      await screen.findByRole("textbox", { name: "Name", description: "Please fill out the Name field." }),
    ).toBeTruthy();
    expect(
      screen.getByRole("textbox", { name: "Query", description: "Please fill out the Query field." }),
    ).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it("sends what was typed, then shows the confirmation with the reference and empties itself", async () => {
    const server = installFakeFetch().answer(
      "POST",
      apiPaths.helpRequests,
      json(201, {
        status: "success",
        message: "Thank you.",
        reference: "CH-7K3Q9M",
        caseUrl: "/case#secret",
        replyWithinMinutes: 60,
      }),
    );
    await fillInAndSend();

    const confirmation = await screen.findByRole("status", { name: "We have received your request" });
    expect(within(confirmation).getByText("CH-7K3Q9M")).toBeTruthy();
    expect(within(confirmation).getByRole("link", { name: "Open your case page" }).getAttribute("href")).toBe(
      "/case#secret",
    );
    expect(server.sent("POST", apiPaths.helpRequests)[0]?.body).toMatchObject({
      name: "Meera Shah",
      email: "meera@example.in",
      query: "A caller took money by UPI an hour ago.",
      topic: null,
      language: "en",
    });
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Email" }).value).toBe("");
  });

  it("says in a toast that the request was received, with its reference", async () => {
    installFakeFetch().answer(
      "POST",
      apiPaths.helpRequests,
      json(201, { status: "success", message: "Thank you.", reference: "CH-7K3Q9M" }),
    );
    await fillInAndSend();

    const success = await theToasts().findByRole("status");
    await waitFor(() =>
      expect(success.textContent).toContain(
        "✅ Form submitted successfully! Our support team is available 24/7 and will be in touch with you shortly.",
      ),
    );
    expect(success.textContent).toContain("Your reference: CH-7K3Q9M");
  });

  it("on a topic page, says the server's own words: its thanks, and its refusal without a prefix", async () => {
    const server = installFakeFetch().answer(
      "POST",
      apiPaths.helpRequests,
      json(422, { status: "error", message: "Please correct the highlighted fields.", errors: {} }),
    );
    const user = setupUser();
    await fillInAndSend("topic");

    expect(await theToasts().findByText("Please correct the highlighted fields.")).toBeTruthy();

    server.answer(
      "POST",
      apiPaths.helpRequests,
      json(201, { status: "success", message: "We have your request.", reference: "CH-7K3Q9M" }),
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await theToasts().findByText("We have your request.")).toBeTruthy();
    expect(theToasts().getByText("Your reference: CH-7K3Q9M")).toBeTruthy();
  });

  it("on a topic page, says a server error without the modal's sign", async () => {
    installFakeFetch().answer("POST", apiPaths.helpRequests, { status: 502 });
    await fillInAndSend("topic");

    expect(await theToasts().findByText("Server error. Please try again later.")).toBeTruthy();
    expect(screen.queryByText("⚠️ Server error. Please try again later.")).toBeNull();
  });

  it("opens the optional details when the server refuses one of them, to show its message", async () => {
    installFakeFetch().answer(
      "POST",
      apiPaths.helpRequests,
      json(422, {
        status: "error",
        message: "Please correct the highlighted fields.",
        errors: { phone: "Please enter a valid phone number." },
      }),
    );
    await fillInAndSend();

    const phone = await screen.findByRole("textbox", {
      name: "Phone / WhatsApp number",
      description: /Please enter a valid phone number\./,
    });
    expect(phone.closest("details")?.open).toBe(true);
  });

  it("shows the server's messages under the fields they name, and its reason in the toast", async () => {
    installFakeFetch().answer(
      "POST",
      apiPaths.helpRequests,
      json(422, {
        status: "error",
        message: "Please correct the highlighted fields.",
        errors: { email: "Please enter a valid email address." },
      }),
    );
    await fillInAndSend();

    expect(
      await screen.findByRole("textbox", { name: "Email", description: "Please enter a valid email address." }),
    ).toBeTruthy();
    expect(await screen.findByText("❌ Submission failed: Please correct the highlighted fields.")).toBeTruthy();
  });

  it("says the server failed and keeps what was typed, also after a reload", async () => {
    // A proxy's error page, not the API's JSON.
    installFakeFetch().answer("POST", apiPaths.helpRequests, { status: 502 });
    const page = await fillInAndSend();

    expect(await screen.findByText("⚠️ Server error. Please try again later.")).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Query" }).value).toBe(
      "A caller took money by UPI an hour ago.",
    );
    page.unmount();

    renderTheForm();

    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Query" }).value).toBe(
      "A caller took money by UPI an hour ago.",
    );
  });

  it("says it will send the request itself once connected when the server cannot be reached", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    installFakeFetch().answer("POST", apiPaths.helpRequests, UNREACHABLE);
    await fillInAndSend();

    const offline =
      "You seem to be offline. What you typed is saved on this phone; it will be sent when you are connected, or call 1930.";
    // Under the form, and in the error toast beside "Server error".
    await waitFor(() => expect(screen.getAllByText(offline)).toHaveLength(2));
    expect(screen.getByText("⚠️ Server error. Please try again later.")).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Name" }).value).toBe("Meera Shah");
    expect(logged).toHaveBeenCalledWith("Request Help submission failed", expect.any(TypeError));
  });
});
