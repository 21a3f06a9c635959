import type { SiteConfig } from "./site-config-schema";

// The example contacts the site is built with until a deployment sets real ones, and the rule
// that keeps them off a live site (docs/decisions/0018-no-example-contacts-in-production.md).

/** The defaults of SUPPORT_PHONE, SUPPORT_EMAIL and GRIEVANCE_EMAIL: visibly not anyone's. */
export const EXAMPLE_CONTACTS = {
  supportPhone: "+91 00000 00000",
  supportEmail: "support@cyberhelp.example",
  grievanceEmail: "grievance@cyberhelp.example",
} as const;

/** Set to 1 to build or serve with example contacts where they would otherwise be refused. */
const ALLOW_PLACEHOLDER_CONTACTS = "ALLOW_PLACEHOLDER_CONTACTS" as const;

type Contacts = Pick<SiteConfig, keyof typeof EXAMPLE_CONTACTS>;

const VARIABLES: Record<keyof Contacts, string> = {
  supportPhone: "SUPPORT_PHONE",
  supportEmail: "SUPPORT_EMAIL",
  grievanceEmail: "GRIEVANCE_EMAIL",
};

/** Domains kept for examples (RFC 2606 and 6761): no mail sent there reaches anyone. */
const EXAMPLE_DOMAIN = /@(?:[^@]+\.)?(?:example|test|invalid|localhost|example\.(?:com|net|org))$/i;

function isExample(key: keyof Contacts, value: string): boolean {
  if (key === "supportPhone") return /^(?:91)?0+$/.test(value.replace(/\D/g, ""));
  return EXAMPLE_DOMAIN.test(value.trim());
}

/** The variables whose contact is still an example (an all-zero phone, a reserved mail domain). */
export function exampleContactVariables(contacts: Contacts): string[] {
  return (Object.keys(VARIABLES) as (keyof Contacts)[])
    .filter((key) => isExample(key, contacts[key]))
    .map((key) => VARIABLES[key]);
}

/**
 * Whether the site may be built or served with these contacts, and what to say: undefined when
 * every contact is real. In production (NODE_ENV=production) an example is refused unless
 * ALLOW_PLACEHOLDER_CONTACTS=1; elsewhere it is allowed with a notice.
 */
export function checkExampleContacts(
  contacts: Contacts,
  env: { NODE_ENV?: string; [ALLOW_PLACEHOLDER_CONTACTS]?: string },
): { allowed: boolean; message: string } | undefined {
  const variables = exampleContactVariables(contacts);
  if (variables.length === 0) return undefined;
  if (env[ALLOW_PLACEHOLDER_CONTACTS] === "1") {
    return {
      allowed: true,
      message: `Using the example contacts of ${listed(variables)}, as ${ALLOW_PLACEHOLDER_CONTACTS}=1.`,
    };
  }
  if (env.NODE_ENV !== "production") {
    return {
      allowed: true,
      message:
        `Using the example contacts of ${listed(variables)}: fine on your own machine; with ` +
        `NODE_ENV=production the build and the server refuse them.`,
    };
  }
  return {
    allowed: false,
    message:
      `The site's contacts are still examples (${variables.join(", ")}), and with NODE_ENV=production ` +
      `they would be shown to victims as the way to reach us. Set ${listed(variables)} to the desk's ` +
      `real contacts, then build again (npm run build, or npm start, which builds first): the ` +
      `contacts are written into the site when it is built. To build or serve the examples anyway, ` +
      `for a demonstration or a test, set ${ALLOW_PLACEHOLDER_CONTACTS}=1.`,
  };
}

/** "A", "A and B", "A, B and C". */
function listed(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
