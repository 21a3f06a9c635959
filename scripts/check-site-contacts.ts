// The build's first step: a production build (NODE_ENV=production) stops here while the site's
// contacts are still the examples, before they are written into any page
// (docs/decisions/0018-no-example-contacts-in-production.md).
import { checkExampleContacts } from "~/shared/placeholder-contacts";
import { loadSiteConfig } from "~/shared/site-config-schema";

const verdict = checkExampleContacts(loadSiteConfig(process.env), process.env);
if (verdict?.allowed === false) {
  console.error(verdict.message);
  process.exit(1);
}
if (verdict) console.warn(verdict.message);
