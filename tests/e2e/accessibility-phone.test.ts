import { useBrowser, viewports } from "./support/browser";
import { everyPageHasNoViolations } from "./support/axe";

// Every public page, the login and signup pages and the 404 page, at phone width.

everyPageHasNoViolations(useBrowser(), "phone", viewports.phone);
