import { useContext, type ComponentType } from "react";
import { preloadModule } from "react-dom";
import { PageFormAnswerContext } from "../lib/form-answer";
import { islandsManifest } from "./manifest";

/**
 * An interactive part of a public page (docs/decisions/0012-islands-on-public-pages.md).
 *
 * Prerendered, it is the component's HTML inside a wrapper that names the island and carries
 * its props as JSON; app/islands/entry.client.tsx hydrates each wrapper as a React root of its
 * own, and the rest of the page stays plain HTML. The island's files are fetched once the page
 * is painted, when the entry imports its module.
 *
 * Inside a page that React Router hydrates as a whole (/login, /signup, /admin, and every page
 * in the dev server) it is simply the component. The wrapper is `display: contents`, so it
 * adds nothing to the layout.
 *
 * Props must survive JSON: strings, numbers, booleans, arrays and plain objects.
 */
function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<Props>;
  props: Props;
}) {
  // The server's answer to a form sent without scripts goes to the island holding that form
  // (app/lib/form-answer.ts); as a prop, it is in the JSON the browser hydrates the island with.
  const formAnswer = useContext(PageFormAnswerContext);
  const allProps = formAnswer?.island === name ? { ...props, answer: formAnswer.answer } : props;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(allProps)}>
      <Component {...allProps} />
    </div>
  );
}

/**
 * A component that renders as an island wherever it is used. Called in its module in
 * app/islands/modules/ as `island(import.meta.islandName, Component)`: the build fills in the
 * module's file name, which the browser loads to hydrate it.
 */
export function island<Props extends object>(name: string, component: ComponentType<Props>) {
  function AsIsland(props: Props) {
    return <Island name={name} component={component} props={props} />;
  }
  AsIsland.displayName = `Island(${name})`;
  return AsIsland;
}

/** The islands' entry, at the end of a prerendered public page (its few static imports are preloaded). */
export function IslandsScript() {
  if (!islandsManifest) return null;
  const [entry, ...imports] = islandsManifest.entry;
  for (const file of imports) preloadModule(`/${file}`);
  return <script type="module" src={`/${entry}`} />;
}
