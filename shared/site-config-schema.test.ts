import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "./site-config-schema";

// docs/decisions/0022: whether the confirmation may say a copy is mailed, and the desk's
// first-reply promise, are site config fixed at build time (docs/decisions/0003).

describe("site config: mail and the first-reply promise", () => {
  it("by default promises a reply within 24 hours", () => {
    expect(loadSiteConfig({}).firstReplyWithin).toBe("24 hours");
  });

  it.each([
    ["4 working hours", "4 working hours"],
    ["4 working hour", "4 working hours"],
    ["1 working days", "1 working day"],
    ["24 hours", "24 hours"],
    ["2 days", "2 days"],
  ])("FIRST_REPLY_WITHIN=%j reads %j", (value, promise) => {
    expect(loadSiteConfig({ FIRST_REPLY_WITHIN: value }).firstReplyWithin).toBe(promise);
  });

  it.each(["soon", "0 hours", "4 weeks", "within 4 hours", "4hours"])(
    "FIRST_REPLY_WITHIN=%j is refused with a message naming the expected form",
    (value) => {
      expect(() => loadSiteConfig({ FIRST_REPLY_WITHIN: value })).toThrow(/4 working hours/);
    },
  );

  it("mail counts as configured when SMTP_URL is set, unless MAIL_CONFIGURED says otherwise", () => {
    expect(loadSiteConfig({}).mailConfigured).toBe(false);
    expect(loadSiteConfig({ SMTP_URL: "smtp://mail.example.in:587" }).mailConfigured).toBe(true);
    expect(loadSiteConfig({ SMTP_URL: "smtp://mail.example.in:587", MAIL_CONFIGURED: "0" }).mailConfigured).toBe(false);
    expect(loadSiteConfig({ MAIL_CONFIGURED: "1" }).mailConfigured).toBe(true);
  });

  it("MAIL_CONFIGURED other than 1 or 0 is refused", () => {
    expect(() => loadSiteConfig({ MAIL_CONFIGURED: "yes" })).toThrow(/MAIL_CONFIGURED must be 1 or 0/);
  });
});

describe("RETENTION_DAYS", () => {
  it("is off unless set, and a whole number of days from 60 when set", () => {
    expect(loadSiteConfig({}).retentionDays).toBeNull();
    expect(loadSiteConfig({ RETENTION_DAYS: " " }).retentionDays).toBeNull();
    expect(loadSiteConfig({ RETENTION_DAYS: "730" }).retentionDays).toBe(730);
  });

  it("refuses fewer than 60 days, fractions and words, naming the variable", () => {
    for (const value of ["59", "90.5", "two years"]) {
      expect(() => loadSiteConfig({ RETENTION_DAYS: value })).toThrow(/RETENTION_DAYS/);
    }
  });
});

describe("response targets (RESPONSE_TARGET_DEADLINE, RESPONSE_TARGET_OTHER)", () => {
  it("are 1 hour for a case inside a deadline and 24 hours for any other unless set", () => {
    expect(loadSiteConfig({}).responseTargets).toEqual({ insideDeadlineMinutes: 60, otherMinutes: 1440 });
  });

  it("read minutes or hours", () => {
    expect(
      loadSiteConfig({ RESPONSE_TARGET_DEADLINE: "45 minutes", RESPONSE_TARGET_OTHER: "8 hours" }).responseTargets,
    ).toEqual({ insideDeadlineMinutes: 45, otherMinutes: 480 });
    expect(loadSiteConfig({ RESPONSE_TARGET_DEADLINE: "2 hour" }).responseTargets.insideDeadlineMinutes).toBe(120);
  });

  it.each([
    [{ RESPONSE_TARGET_DEADLINE: "soon" }, /RESPONSE_TARGET_DEADLINE must read like/],
    [{ RESPONSE_TARGET_OTHER: "2 days" }, /RESPONSE_TARGET_OTHER must read like/],
    [{ RESPONSE_TARGET_DEADLINE: "1 minute" }, /at least 5 minutes/],
    [{ RESPONSE_TARGET_OTHER: "200 hours" }, /at most 168 hours/],
    [{ RESPONSE_TARGET_DEADLINE: "30 hours" }, /must not be longer than RESPONSE_TARGET_OTHER/],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => loadSiteConfig(env)).toThrow(message);
  });
});
