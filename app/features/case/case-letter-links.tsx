import { LETTER_KINDS } from "~/shared/routes";
import { useCaseWords } from "./case-words";

/** The documents drafted from the case (docs/decisions/0028), each on its own page. */
export function CaseLetterLinks() {
  const words = useCaseWords();
  const lettersText = words.letters;
  return (
    <section className="case-page__letters" aria-labelledby="case-letters-heading">
      <h3 id="case-letters-heading" className="case-page__subheading">
        {lettersText.sectionHeading}
      </h3>
      <p className="case-page__note">{lettersText.sectionIntro}</p>
      <ul className="case-letters">
        {LETTER_KINDS.map((kind) => (
          <li key={kind} className="case-letters__item">
            <a href={words.letterHrefs[kind]} className="case-letters__link">
              {lettersText[kind].linkText}
            </a>
            <span className="case-letters__note">{lettersText[kind].linkNote}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
