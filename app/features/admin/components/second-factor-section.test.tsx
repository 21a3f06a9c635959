import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SecondFactorSection } from "./second-factor-section";
import { installFakeFetch, json, type FakeFetch } from "~/app/testing/fake-fetch";
import { renderInAdmin } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths } from "~/shared/routes";

// Sign-in codes on "Your account" (docs/decisions/0072, 0087): turned on with a first code, the
// recovery codes shown once, and turned off with the password and a code, a refusal shown under
// the field it names.

function answerTheStatus(enabled: boolean): FakeFetch {
  return installFakeFetch().answer(
    "GET",
    adminApiPaths.accountSecondFactor,
    json(200, { enabled, recoveryCodesLeft: enabled ? 8 : 0, required: false }),
  );
}

describe("the sign-in codes section", () => {
  it("turns the codes on with a first code and the password, then shows the recovery codes once", async () => {
    const server = answerTheStatus(false)
      .answer(
        "POST",
        adminApiPaths.accountSecondFactorSetup,
        json(200, {
          status: "success",
          secret: "JBSWY3DPEHPK3PXP",
          address: "otpauth://totp/CyberHelp?secret=JBSWY3DPEHPK3PXP",
          qrCode: "data:image/svg+xml,%3Csvg%2F%3E",
        }),
      )
      .answer(
        "POST",
        adminApiPaths.accountSecondFactorConfirm,
        json(200, {
          status: "success",
          message: "Sign-in codes are on.",
          recoveryCodes: ["abcde-fghjk", "kmnpq-rstuv"],
        }),
      );
    const user = setupUser();
    renderInAdmin(<SecondFactorSection />, { at: "/admin/account" });

    await user.click(await screen.findByRole("button", { name: "Turn on sign-in codes" }));
    const scan = await screen.findByText("1. Scan this QR code with your authenticator app.");
    expect(document.activeElement).toBe(scan);
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP")).toBeTruthy();
    await user.fill(screen.getByRole("textbox", { name: "Code from your authenticator app" }), "123456");
    await user.fill(screen.getByLabelText("Password"), "a long passphrase");
    await user.click(screen.getByRole("button", { name: "Turn on" }));

    expect(server.sent("POST", adminApiPaths.accountSecondFactorConfirm).map((request) => request.body)).toEqual([
      { password: "a long passphrase", code: "123456" },
    ]);
    const codes = await screen.findByRole("region", { name: "Your recovery codes" });
    expect(document.activeElement).toBe(within(codes).getByRole("heading", { name: "Your recovery codes" }));
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["abcde-fghjk", "kmnpq-rstuv"]);
    await user.click(within(codes).getByRole("button", { name: "I have saved them" }));
    expect(screen.queryByRole("region", { name: "Your recovery codes" })).toBeNull();
    await waitFor(() => expect(server.sent("GET", adminApiPaths.accountSecondFactor)).toHaveLength(2));
  });

  it("shows the server's refusal of a code under the code field, its focus there, the password kept", async () => {
    const server = answerTheStatus(true).answer(
      "DELETE",
      adminApiPaths.accountSecondFactor,
      json(422, {
        status: "error",
        message: "Please correct the highlighted fields.",
        errors: { code: "That code is not right. Try the one your app shows now." },
      }),
    );
    const user = setupUser();
    renderInAdmin(<SecondFactorSection />, { at: "/admin/account" });
    const turnOff = await screen.findByRole("form", { name: "Turn off sign-in codes" });

    await user.fill(within(turnOff).getByLabelText("Password"), "a long passphrase");
    await user.fill(within(turnOff).getByRole("textbox", { name: "Code from your authenticator app" }), "000000");
    await user.click(within(turnOff).getByRole("button", { name: "Turn off sign-in codes" }));

    expect(server.sent("DELETE", adminApiPaths.accountSecondFactor).map((request) => request.body)).toEqual([
      { password: "a long passphrase", code: "000000" },
    ]);
    const code = await within(turnOff).findByRole("textbox", {
      name: "Code from your authenticator app",
      description: /That code is not right\./,
    });
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(code);
    expect(within(turnOff).getByLabelText<HTMLInputElement>("Password").value).toBe("a long passphrase");
  });
});
