import { useState } from "react";
import type { FaqItem } from "../content/types";
import { OfficialText } from "./official-text";

/**
 * FAQ accordion (docs/product.md §4): at most one item open; choosing the open one closes it.
 * `id` prefixes the ids of its buttons and panels, unique on the page; fixed rather than
 * generated, so the prerendered page and the island agree on them.
 */
export function Accordion({
  id,
  items,
  headingLevel = 3,
  newTabLabel,
}: {
  id: string;
  items: readonly FaqItem[];
  headingLevel?: 2 | 3;
  /** "(opens in a new tab)" in the page's language; English unless given. */
  newTabLabel?: string;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = id;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const isOpen = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div className={isOpen ? "accordion__item accordion__item--open" : "accordion__item"} key={item.question}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : index)}
              >
                <span>{item.question}</span>
                <span className="accordion__sign" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!isOpen}>
              <p>
                <OfficialText text={item.answer} newTabLabel={newTabLabel} />
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
