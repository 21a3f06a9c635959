// `npm run rules -- [--on YYYY-MM-DD] [--json] [--unverified]`: the legal rules in force on a day
// in India (today by default), each with its instrument, paragraph, window, grade and where its
// words were read; or, with --unverified, every rule not yet read on its official page, with the
// page to open (docs/content-sources.md, "Grades"). A bad day or option exits with 2.
import { dayInIndia } from "~/shared/india-time";
import { legalRules } from "~/shared/legal-rules";
import { parseRulesArgs, RULES_USAGE, rulesReport } from "./rules-report";

const request = parseRulesArgs(process.argv.slice(2), dayInIndia(new Date()));
if ("error" in request) {
  console.error(`rules: ${request.error}`);
  process.exit(2);
}
if (request.kind === "help") {
  console.log(`Usage: ${RULES_USAGE}`);
  console.log("  --on YYYY-MM-DD  the rules in force on that day in India (default: today)");
  console.log("  --unverified     every rule, of any date, not yet read on its official page, with the page to open");
  console.log("  --json           the same as JSON");
} else {
  console.log(rulesReport(request, legalRules));
}
