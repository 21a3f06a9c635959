import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ContactForm, GetInTouchForm } from "./contact-form";
import { contactFormLanguage } from "~/app/content/languages/form-language";
import { installFakeFetch, json, UNREACHABLE } from "~/app/testing/fake-fetch";
import { renderOnAPublicPage } from "~/app/testing/render-public-form";
import { setupUser } from "~/app/testing/user";
import { apiPaths } from "~/shared/routes";

// Contact Us's outcomes (docs/product.md's error catalogue, docs/decisions/0022): accepted, the
// confirmation with the reference; refused, the server's messages under their fields; no
// answer, what was typed kept, and sent again once the browser is back online.

const ENGLISH = contactFormLanguage("en");

async function fillInAndSend() {
  const user = setupUser();
  const page = renderOnAPublicPage(<ContactForm language={ENGLISH} />);
  await user.fill(screen.getByRole("textbox", { name: "Name" }), "Meera Shah");
  await user.fill(screen.getByRole("textbox", { name: "Email" }), "meera@example.in");
  await user.fill(screen.getByRole("textbox", { name: "Subject" }), "Money taken by UPI");
  await user.fill(screen.getByRole("textbox", { name: "Message" }), "A caller took ₹20,000.");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  return page;
}

describe("the contact form", () => {
  it("sends what was typed, shows the confirmation with the reference, and empties itself", async () => {
    const server = installFakeFetch().answer(
      "POST",
      apiPaths.contactMessages,
      json(201, { status: "success", message: "Thank you.", reference: "CH-7K3Q9M", caseUrl: "/case#secret" }),
    );
    await fillInAndSend();

    const confirmation = await screen.findByRole("status", { name: "We have received your request" });
    expect(within(confirmation).getByText("CH-7K3Q9M")).toBeTruthy();
    const [sent] = server.sent("POST", apiPaths.contactMessages);
    expect(sent?.body).toMatchObject({
      name: "Meera Shah",
      email: "meera@example.in",
      subject: "Money taken by UPI",
      message: "A caller took ₹20,000.",
      language: "en",
    });
    expect(sent?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Name" }).value).toBe("");
  });

  it("says in a toast that the message was received, with its reference", async () => {
    installFakeFetch().answer(
      "POST",
      apiPaths.contactMessages,
      json(201, { status: "success", message: "Thank you.", reference: "CH-7K3Q9M" }),
    );
    await fillInAndSend();

    const toasts = within(screen.getByRole("region", { name: "Notifications" }));
    expect(await toasts.findByText("✅ Form submitted! Our team will contact you 24/7")).toBeTruthy();
    expect(toasts.getByText("Your reference: CH-7K3Q9M")).toBeTruthy();
  });

  it("shows the server's messages under the fields they name", async () => {
    installFakeFetch().answer(
      "POST",
      apiPaths.contactMessages,
      json(422, {
        status: "error",
        message: "Please correct the highlighted fields.",
        errors: { email: "Please enter a valid email address." },
      }),
    );
    await fillInAndSend();

    const email = await screen.findByRole("textbox", {
      name: "Email",
      description: "Please enter a valid email address.",
    });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("❌ Failed to submit. Please try again.")).toBeTruthy();
    expect(screen.queryByRole("status", { name: "We have received your request" })).toBeNull();
  });

  it("keeps what was typed after a server error, on this page and after a reload", async () => {
    installFakeFetch().answer(
      "POST",
      apiPaths.contactMessages,
      json(500, { status: "error", message: "Internal error" }),
    );
    const page = await fillInAndSend();
    expect(await screen.findByText("❌ Failed to submit. Please try again.")).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" }).value).toBe("A caller took ₹20,000.");

    // A reload: the page and its form again, in the same tab.
    page.unmount();
    renderOnAPublicPage(<ContactForm language={ENGLISH} />);

    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Subject" }).value).toBe("Money taken by UPI");
  });

  it("says what it will do when the server cannot be reached, and sends the same request again once back online", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const server = installFakeFetch().answer("POST", apiPaths.contactMessages, UNREACHABLE);
    await fillInAndSend();
    expect(logged).toHaveBeenCalledWith("Contact message failed", expect.any(TypeError));

    expect(
      await screen.findAllByText(
        "You seem to be offline. What you typed is saved on this phone; it will be sent when you are connected, or call 1930.",
      ),
    ).not.toHaveLength(0);

    server.answer(
      "POST",
      apiPaths.contactMessages,
      json(201, { status: "success", message: "Thank you.", reference: "CH-7K3Q9M" }),
    );
    window.dispatchEvent(new Event("online"));

    expect(await screen.findByRole("status", { name: "We have received your request" })).toBeTruthy();
    const [first, again] = server.sent("POST", apiPaths.contactMessages);
    expect(again?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));
    expect(again?.body).toEqual(first?.body);
  });
});

describe("the home page's Get in Touch form", () => {
  it("sends what was typed as a contact message, shows the confirmation and empties itself", async () => {
    const server = installFakeFetch().answer(
      "POST",
      apiPaths.contactMessages,
      json(201, { status: "success", message: "Thank you.", reference: "CH-7K3Q9M" }),
    );
    const user = setupUser();
    renderOnAPublicPage(<GetInTouchForm language={ENGLISH} />);
    await user.fill(screen.getByRole("textbox", { name: "Name" }), "Meera Shah");
    await user.fill(screen.getByRole("textbox", { name: "Email" }), "meera@example.in");
    await user.fill(screen.getByRole("textbox", { name: "Message" }), "A caller took ₹20,000.");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const confirmation = await screen.findByRole("status", { name: "We have received your request" });
    expect(within(confirmation).getByText("CH-7K3Q9M")).toBeTruthy();
    expect(server.sent("POST", apiPaths.contactMessages)[0]?.body).toMatchObject({
      name: "Meera Shah",
      message: "A caller took ₹20,000.",
      language: "en",
    });
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" }).value).toBe("");
  });
});
