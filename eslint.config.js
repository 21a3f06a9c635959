// The rules a linter can hold: the import boundaries README.md draws, hooks used correctly, and
// TypeScript's recommended checks. Formatting is Prettier's (prettier.config.js); unused exports
// and files are knip's (knip.config.ts). `npm run lint` runs all three, and `npm test` runs it.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's rooms below its routes (docs/architecture.md): cases, submissions, admin, mail, ...,
 * every folder of server/ but the upper floors, so a room added later is held too. The routes and
 * plugins sit on top of them, the operator's commands (server/cli) and the tests' helpers
 * (server/testing) put the whole server together, and server/db is the ground floor under all.
 */
const SERVER_UPPER_FLOORS = new Set(["routes", "plugins", "cli", "testing"]);
const serverRooms = readdirSync("server", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_UPPER_FLOORS.has(entry.name))
  .map((entry) => `./server/${entry.name}`);

/**
 * The site's floors below its routes and the document (app/root.tsx, app/entry.*.tsx), top to
 * bottom (docs/architecture.md): each imports only itself, the floors under it, app/styles/ and
 * shared/, so every arrow points down and no two floors import each other.
 */
const SITE_FLOORS = [
  {
    floor: "islands",
    message:
      "Islands sit just below the routes: an island module hands a shell part, a feature or a component to the browser, so it never imports a route or the document (app/root.tsx); only they render islands.",
  },
  {
    floor: "shell",
    message:
      "The shell puts features together on every page and sits below the islands and the routes: it never imports them. A route gives the shell an island as a prop.",
  },
  {
    floor: "features",
    message:
      "Features sit below the shell, the islands and the routes, which put them on pages, and never import them: a feature imports its own folder, app/components/, app/content/, app/lib/ and shared/.",
  },
  {
    floor: "components",
    message:
      "Components are shared by features, the shell, islands and routes, so they never import them: a component imports app/components/, app/content/, app/lib/ and shared/.",
  },
  {
    floor: "content",
    message:
      "app/content/ holds the words as data, below every part that shows them: it imports only app/content/, app/lib/ and shared/. The shape of a part's words lives here, and the part imports it.",
  },
  {
    floor: "lib",
    message:
      "app/lib/ is the site's ground floor: it imports only app/lib/, shared/ and packages. Move a helper that needs words or parts up beside the part that uses it.",
  },
];
const siteFloorZones = SITE_FLOORS.map(({ floor, message }, index) => ({
  target: `./app/${floor}`,
  from: "./app",
  // app/testing/ is open to every floor's tests; the zone below keeps it out of the site itself.
  except: [...SITE_FLOORS.slice(index).map((below) => `./${below.floor}`), "./styles", "./testing"],
  message,
}));

/** Each zone: files under `target` may not import files under `from`. */
/** Relative imports that leave their part of the tree: two folders up, or one up into another top folder. */
const CLIMBING_IMPORTS = ["../../**", ...["app", "server", "shared", "scripts", "tests"].map((top) => `../${top}/**`)];

const boundaries = [
  { target: "./app", from: "./server", message: "The site never imports the server: both depend on shared/." },
  { target: "./server", from: "./app", message: "The server never imports the site: both depend on shared/." },
  {
    target: "./shared",
    from: ["./app", "./server"],
    message: "shared/ is the contract both sides import; it imports neither.",
  },
  {
    target: ["./app", "./shared"],
    from: "./node_modules/@zxcvbn-ts",
    message:
      "The password strength check and its word lists stay on the server (docs/decisions/0057): the page shows the server's message.",
  },
  ...siteFloorZones,
  {
    target: ["./app/!(testing)/**/!(*.test).{ts,tsx}", "./app/*.{ts,tsx}"],
    from: "./app/testing",
    message:
      "app/testing/ is for the component tests (docs/decisions/0080): the site's own code never imports it, so none of it reaches a page.",
  },
  {
    // A test of the ground floor may reach up (not in this zone's target): a migration's test
    // checks what it wrote against what the rooms above compute today (a deadline, a first-hours
    // tier, a link's hash), and the group commit's test commits real forms through it.
    target: "./server/db/**/!(*.test).ts",
    from: "./server",
    except: ["./db"],
    message:
      "server/db/ is the ground floor: it imports only server/db/, shared/ and packages. Move what it needs down into server/db/.",
  },
  {
    target: serverRooms,
    from: ["./server/routes", "./server/plugins"],
    message:
      "The server's rooms sit below its routes and plugins and never import them: move what both need down into the room or server/db/.",
  },
  {
    // The table of admin endpoints holds every admin schema: admin code, which the web budget
    // keeps off public pages (docs/decisions/0082). Only the admin's own modules, and the server,
    // may import it.
    target: [
      "./shared/*.ts",
      "./shared/!(admin-endpoints)/**",
      "./app/*.{ts,tsx}",
      ...["islands", "components", "shell", "lib", "content", "routes/public", "routes/auth"].map(
        (part) => `./app/${part}`,
      ),
      ...features.filter((feature) => feature !== "admin").map((feature) => `./app/features/${feature}`),
    ],
    from: "./shared/admin-endpoints",
    message:
      "The table of admin endpoints is admin code (docs/decisions/0082): only app/features/admin, app/routes/admin and the server import it.",
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "Features never import each other: move what both need to app/components, app/lib or shared/.",
  })),
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "screenshots/", "coverage/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: CLIMBING_IMPORTS,
              message:
                "Import from another part of the tree through the ~/ alias (~/shared/..., ~/app/...), not by climbing folders.",
            },
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Kysely's advice: a migration is written against the schema as it was then, not today's
    // types, so it takes Kysely<any>.
    files: ["server/db/migrations/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", setTimeout: "readonly", console: "readonly" } },
  },
  {
    // The browser hydrates islands without React Router (app/islands/README.md).
    files: ["app/islands/**/*.{ts,tsx}"],
    ignores: ["app/islands/vite-plugin.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react-router", message: "Islands hydrate without React Router: use plain links and props." },
          ],
          patterns: [
            { group: ["@react-router/*"], message: "Islands hydrate without React Router." },
            { group: CLIMBING_IMPORTS, message: "Import through the ~/ alias, not by climbing folders." },
          ],
        },
      ],
    },
  },
  {
    // The desk's hooks sit in .ts files beside their views (use-….ts) and are checked as the views are.
    files: ["app/**/*.tsx", "app/features/admin/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  prettier,
);
