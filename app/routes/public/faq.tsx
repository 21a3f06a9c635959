import type { Route } from "./+types/faq";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { AccordionIsland } from "~/app/islands/modules/accordion";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { siteTexts } from "~/app/content/languages";
import { RequestHelpLinkIsland } from "~/app/islands/modules/request-help-link";
import { pageMeta } from "~/app/lib/page-meta";
import { DEFAULT_LANGUAGE, localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

// The FAQ page in each language it exists in (/faq, /hi/faq; docs/decisions/0037): its words
// come from the build-time loader in the language of its path; the accordion island gets its
// questions and its "(opens in a new tab)" as props.
export function loader({ request }: Route.LoaderArgs) {
  const { code, words, home } = pageWordsFor(request);
  return {
    code,
    text: words.faqPage,
    home,
    requestHelp: words.requestHelp.openButton,
    opensInNewTab: words.common.opensInNewTab,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const code = loaderData?.code ?? DEFAULT_LANGUAGE;
  return pageMeta({ ...siteTexts[code].faqPage.meta, path: localizedPath(code, paths.faq) });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { text, home, requestHelp, opensInNewTab } = loaderData;
  return (
    <>
      <PageBanner title={text.heading} text={text.intro} crumbs={crumbsTo(text.heading, home)} />
      <div className="container section narrow">
        <AccordionIsland id="faq" items={text.items} headingLevel={2} newTabLabel={opensInNewTab} />
        <aside className="closing-note">
          <h2>{text.moreHeading}</h2>
          <p>
            <OfficialText text={text.moreText} newTabLabel={opensInNewTab} />
          </p>
          <RequestHelpLinkIsland className="button button--accent" label={requestHelp} />
        </aside>
      </div>
    </>
  );
}
