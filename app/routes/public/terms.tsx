import type { Route } from "./+types/terms";
import { NumberedDocument } from "~/app/components/numbered-document";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { termsIntro, termsLastUpdated, termsMeta, termsSections } from "~/app/content/terms";
import { pageMeta } from "~/app/lib/page-meta";
import { paths } from "~/shared/routes";

export function loader() {
  return { intro: termsIntro, lastUpdated: termsLastUpdated, sections: termsSections };
}

export function meta() {
  return pageMeta({ ...termsMeta, path: paths.terms });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={termsMeta.title} crumbs={crumbsTo(termsMeta.title)} />
      <NumberedDocument {...loaderData} />
    </>
  );
}
