import { useBrowser, viewports } from "./support/browser";
import { everyPageHasNoViolations } from "./support/axe";

// Every public page, the login and signup pages and the 404 page, at wide width.

everyPageHasNoViolations(useBrowser(), "wide", viewports.wide);
