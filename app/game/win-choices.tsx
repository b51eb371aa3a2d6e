import { DEFAULT_PLACES, DEFAULT_WIN_PATTERN, PLACES, WIN_PATTERNS, type Places, type WinPattern } from "../../shared/win-patterns";
import { useStrings } from "../i18n/strings";
import { patternName, placesName } from "./win-texts";

/**
 * What wins a round and how many can win it (docs/decisions/029-patterns-and-places.md): radio
 * groups named as the API's fields (`pattern`, `places`), so the create form posts them before
 * its scripts run (decision 010), and the next round's choice reads them from its own form.
 */
export function WinChoices({
  pattern = DEFAULT_WIN_PATTERN,
  places = DEFAULT_PLACES,
}: {
  pattern?: WinPattern;
  places?: Places;
}) {
  const t = useStrings();
  const texts = t.common.winning;
  return (
    <>
      <fieldset className="board-size">
        <legend>{texts.pattern}</legend>
        <div className="board-size__options board-size__options--two">
          {WIN_PATTERNS.map((each) => (
            <label key={each} className="board-size__option">
              <input type="radio" name="pattern" value={each} defaultChecked={each === pattern} />
              <span className="board-size__name">{patternName(each, t)}</span>
              <span className="board-size__needs">{texts.patternHints[each]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="board-size">
        <legend>{texts.places}</legend>
        <div className="board-size__options">
          {PLACES.map((each) => (
            <label key={each} className="board-size__option">
              <input type="radio" name="places" value={each} defaultChecked={each === places} />
              <span className="board-size__name">{placesName(each, t)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
