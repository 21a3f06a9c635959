import type { Route } from "./+types/terms";
import { NumberedDocument } from "../../components/numbered-document";
import { PageBanner } from "../../components/page-banner";
import { termsIntro, termsLastUpdated, termsMeta, termsSections } from "../../content/terms";
import { pageMeta } from "../../lib/page-meta";
import { paths } from "../../../shared/routes";

export function loader() {
  return { intro: termsIntro, lastUpdated: termsLastUpdated, sections: termsSections };
}

export function meta() {
  return pageMeta({ ...termsMeta, path: paths.terms });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={termsMeta.title} />
      <NumberedDocument {...loaderData} />
    </>
  );
}
