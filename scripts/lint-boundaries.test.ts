import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import boundaries of eslint.config.js (docs/decisions/0017), each proven by a probe file
// that breaks it: a configuration that stops refusing one fails here.

const eslint = new ESLint();

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the linter holds the codebase's shape", () => {
  it.each([
    [
      "the site importing the server",
      "app/lib/probe.ts",
      'import { buildApp } from "~/server/app";\nexport const probe = buildApp;\n',
      "The site never imports the server",
    ],
    [
      "the server importing the site",
      "server/probe.ts",
      'import { paths } from "~/app/content/navigation";\nexport const probe = paths;\n',
      "The server never imports the site",
    ],
    [
      "shared importing the server",
      "shared/probe.ts",
      'import { buildApp } from "~/server/app";\nexport const probe = buildApp;\n',
      "shared/ is the contract",
    ],
    [
      "a feature importing another feature",
      "app/features/contact-message/probe.ts",
      'import { PostQueryForm } from "../post-query/post-query-form";\nexport const probe = PostQueryForm;\n',
      "Features never import each other",
    ],
    [
      "a component importing a feature",
      "app/components/probe.ts",
      'import { ContactForm } from "~/app/features/contact-message/contact-form";\nexport const probe = ContactForm;\n',
      "Components are shared",
    ],
    [
      "a feature importing the shell",
      "app/features/contact-message/probe.ts",
      'import { SiteHeader } from "~/app/shell/site-header";\nexport const probe = SiteHeader;\n',
      "features never import it",
    ],
    [
      "an island importing React Router",
      "app/islands/modules/probe.tsx",
      'import { Link } from "react-router";\nexport const probe = Link;\n',
      "Islands hydrate without React Router",
    ],
    [
      "an import climbing two folders",
      "app/features/contact-message/probe.ts",
      'import { limits } from "../../../shared/constants";\nexport const probe = limits;\n',
      "through the ~/ alias",
    ],
    [
      "an import climbing into another part of the tree",
      "server/probe.ts",
      'import { limits } from "../shared/constants";\nexport const probe = limits;\n',
      "through the ~/ alias",
    ],
  ])("refuses %s", async (_boundary, filePath, code, reason) => {
    expect((await refusals(filePath, code)).join("\n")).toContain(reason);
  });

  it("accepts imports that respect the boundaries", async () => {
    const code =
      'import { limits } from "~/shared/constants";\nimport { Accordion } from "~/app/components/accordion";\nexport const probe = [limits, Accordion];\n';
    expect(await refusals("app/features/contact-message/probe.ts", code)).toEqual([]);
  });
});
