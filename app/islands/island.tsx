import { useContext, type ComponentType } from "react";
import { preloadModule } from "react-dom";
import { PageFormAnswerContext } from "../lib/form-answer";
import { islandsManifest } from "./manifest";

/**
 * An interactive part of a public page (docs/decisions/0012-islands-on-public-pages.md).
 *
 * Prerendered, it is the component's HTML inside a wrapper that names the island, followed
 * inside the wrapper by its props as JSON in a data block (`<script type="application/json">`);
 * app/islands/entry.client.tsx takes the block out and hydrates each wrapper as a React root of
 * its own, and the rest of the page stays plain HTML. The props come after the HTML, not in an
 * attribute before it, so the browser parses and paints the island's text before it reaches
 * them: the case page's words are most of its bytes (docs/decisions/0094). The island's files
 * are fetched once the page is painted, when the entry imports its module.
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
    <div className="island" data-island={name}>
      <Component {...allProps} />
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: propsJson(allProps) }} />
    </div>
  );
}

/**
 * The props as JSON for a data block after the island's HTML. Every `<` is written as
 * `\u003c`, which JSON reads back as `<`, so no value can end the block (`</script>`) or open
 * a comment in it.
 */
function propsJson(props: object): string {
  return JSON.stringify(props).replaceAll("<", "\\u003c");
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
