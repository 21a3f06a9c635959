import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("smoke", () => {
  it("the home page shows its heading and the Request Help button", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("legal help");
    expect(await page.getByRole("link", { name: "Request Help" }).first().isVisible()).toBe(true);
  });
});
