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
      "Features sit below the shell",
    ],
    [
      "a feature importing an island",
      "app/features/contact-message/probe.ts",
      'import { ToastRegionIsland } from "~/app/islands/modules/toast-region";\nexport const probe = ToastRegionIsland;\n',
      "Features sit below the shell",
    ],
    [
      "a component importing an island",
      "app/components/probe.ts",
      'import { AccordionIsland } from "~/app/islands/modules/accordion";\nexport const probe = AccordionIsland;\n',
      "Components are shared",
    ],
    [
      "a component importing a route",
      "app/components/probe.ts",
      'import Home from "~/app/routes/public/home";\nexport const probe = Home;\n',
      "Components are shared",
    ],
    [
      "the shell importing an island",
      "app/shell/probe.ts",
      'import { RequestHelpLinkIsland } from "~/app/islands/modules/request-help-link";\nexport const probe = RequestHelpLinkIsland;\n',
      "The shell puts features together",
    ],
    [
      "an island importing a route",
      "app/islands/probe.ts",
      'import Home from "~/app/routes/public/home";\nexport const probe = Home;\n',
      "Islands sit just below the routes",
    ],
    [
      "an island module importing the document",
      "app/islands/modules/probe.tsx",
      'import { Layout } from "~/app/root";\nexport const probe = Layout;\n',
      "Islands sit just below the routes",
    ],
    [
      "the words importing a component",
      "app/content/probe.ts",
      'import { TextField } from "~/app/components/form-fields";\nexport const probe = TextField;\n',
      "app/content/ holds the words as data",
    ],
    [
      "the words importing a feature",
      "app/content/languages/probe.ts",
      'import { stepSays } from "~/app/features/case/case-words";\nexport const probe = stepSays;\n',
      "app/content/ holds the words as data",
    ],
    [
      "the words importing a part's type",
      "app/content/languages/probe.ts",
      'import type { SiteHeaderWords } from "~/app/shell/site-header";\nexport type Probe = SiteHeaderWords;\n',
      "app/content/ holds the words as data",
    ],
    [
      "the site's ground floor importing the words",
      "app/lib/probe.ts",
      'import { confirmationText } from "~/app/content/languages/en/confirmation";\nexport const probe = confirmationText;\n',
      "app/lib/ is the site's ground floor",
    ],
    [
      "the site's ground floor importing a component",
      "app/lib/probe.ts",
      'import type { OptionGroup } from "../components/form-fields";\nexport type Probe = OptionGroup;\n',
      "app/lib/ is the site's ground floor",
    ],
    [
      "a test of the site's ground floor importing the words",
      "app/lib/probe.test.ts",
      'import * as faq from "~/app/content/languages/en/faq-page";\nexport const probe = faq;\n',
      "app/lib/ is the site's ground floor",
    ],
    [
      "the server's ground floor importing a room above it",
      "server/db/probe.ts",
      'import { listSubmissions } from "~/server/admin/submission-list";\nexport const probe = listSubmissions;\n',
      "server/db/ is the ground floor",
    ],
    [
      "a migration importing a room above it",
      "server/db/migrations/probe.ts",
      'import { deadlineOfNewSubmission } from "~/server/cases/case-deadline";\nexport const probe = deadlineOfNewSubmission;\n',
      "server/db/ is the ground floor",
    ],
    [
      "the server's ground floor importing the server's environment",
      "server/db/probe.ts",
      'import type { Env } from "../env";\nexport type Probe = Env;\n',
      "server/db/ is the ground floor",
    ],
    [
      "a server room importing a route",
      "server/cases/probe.ts",
      'import { caseRoutes } from "~/server/routes/case/index";\nexport const probe = caseRoutes;\n',
      "never import them",
    ],
    [
      "a server room importing a plugin",
      "server/mail/probe.ts",
      'import { registerRateLimits } from "../plugins/rate-limits";\nexport const probe = registerRateLimits;\n',
      "never import them",
    ],
    [
      "a test of the ground floor importing a route",
      "server/db/probe.test.ts",
      'import { caseRoutes } from "~/server/routes/case/index";\nexport const probe = caseRoutes;\n',
      "never import them",
    ],
    [
      "a feature importing the component tests' helpers",
      "app/features/contact-message/probe.ts",
      'import { installFakeFetch } from "~/app/testing/fake-fetch";\nexport const probe = installFakeFetch;\n',
      "app/testing/ is for the component tests",
    ],
    [
      "the document importing the component tests' helpers",
      "app/probe.tsx",
      'import { setupUser } from "~/app/testing/user";\nexport const probe = setupUser;\n',
      "app/testing/ is for the component tests",
    ],
    [
      "an island importing the table of admin endpoints",
      "app/islands/modules/probe.tsx",
      'import { adminEndpoints } from "~/shared/admin-endpoints";\nexport const probe = adminEndpoints;\n',
      "The table of admin endpoints is admin code",
    ],
    [
      "a public feature importing the table of admin endpoints",
      "app/features/case/probe.ts",
      'import { adminEndpoints } from "~/shared/admin-endpoints";\nexport const probe = adminEndpoints;\n',
      "The table of admin endpoints is admin code",
    ],
    [
      "shared's paths importing the table of admin endpoints",
      "shared/probe.ts",
      'import { adminEndpoints } from "./admin-endpoints";\nexport const probe = adminEndpoints;\n',
      "The table of admin endpoints is admin code",
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

  it("accepts the site's floors reaching down", async () => {
    const islandModule =
      'import { SiteHeader } from "~/app/shell/site-header";\nimport { RequestHelpLink } from "~/app/features/help-request/request-help-dialog";\nimport { Accordion } from "~/app/components/accordion";\nimport { confirmationText } from "~/app/content/languages/en/confirmation";\nimport { fillIn } from "~/app/lib/fill-in";\nexport const probe = [SiteHeader, RequestHelpLink, Accordion, confirmationText, fillIn];\n';
    expect(await refusals("app/islands/modules/probe.tsx", islandModule)).toEqual([]);
    const shell =
      'import { RequestHelpLink } from "~/app/features/help-request/request-help-dialog";\nimport { ShellIcon } from "~/app/components/shell-icons";\nexport const probe = [RequestHelpLink, ShellIcon];\n';
    expect(await refusals("app/shell/probe.ts", shell)).toEqual([]);
    const component =
      'import type { FieldWords } from "~/app/content/languages/island-words";\nimport { fillIn } from "~/app/lib/fill-in";\nexport type Probe = FieldWords;\nexport const probe = fillIn;\n';
    expect(await refusals("app/components/probe.ts", component)).toEqual([]);
    const words = 'import { fillIn } from "~/app/lib/fill-in";\nexport const probe = fillIn;\n';
    expect(await refusals("app/content/probe.ts", words)).toEqual([]);
    const componentTest =
      'import { installFakeFetch } from "~/app/testing/fake-fetch";\nexport const probe = installFakeFetch;\n';
    expect(await refusals("app/features/contact-message/probe.test.tsx", componentTest)).toEqual([]);
  });

  it("accepts the admin's own modules and the server importing the table of admin endpoints", async () => {
    const code = 'import { adminEndpoints } from "~/shared/admin-endpoints";\nexport const probe = adminEndpoints;\n';
    expect(await refusals("app/features/admin/api/probe.ts", code)).toEqual([]);
    expect(await refusals("app/routes/admin/probe.tsx", code)).toEqual([]);
    expect(await refusals("server/routes/admin/probe.ts", code)).toEqual([]);
  });

  it("accepts the server's rooms reaching down, and the ground floor's tests reaching up", async () => {
    const room =
      'import { countRequest } from "~/server/db/rate-limit-store";\nimport { limits } from "~/shared/constants";\nexport const probe = [countRequest, limits];\n';
    expect(await refusals("server/cases/probe.ts", room)).toEqual([]);
    const groundTest =
      'import { openStoreTestDatabase } from "~/server/testing/store-test-database";\nimport { tierOfCode } from "~/server/cases/first-hours";\nexport const probe = [openStoreTestDatabase, tierOfCode];\n';
    expect(await refusals("server/db/probe.test.ts", groundTest)).toEqual([]);
  });
});
