import { usePageLanguage } from "~/app/content/languages/page-language";
import { RequestHelpLinkIsland } from "./modules/request-help-link";
import { DEFAULT_LANGUAGE, linkIn } from "~/shared/languages";
import { paths } from "~/shared/routes";

/**
 * Request Help in a page's plain HTML: a link to the form's own page in the page's language
 * (/hi/query-form on a Hindi page), which opens the dialog once the island is live.
 */
export function PageRequestHelpLink(props: { className?: string; label: string; showIcon?: boolean }) {
  const code = usePageLanguage();
  const href = code === DEFAULT_LANGUAGE ? {} : { href: linkIn(code, paths.queryForm) };
  return <RequestHelpLinkIsland {...props} {...href} />;
}
