// Inlined where they show, as app.css is: year after year's screens only, not every page's first load.
import yearAfterYearCss from "./year-after-year.css?inline";

/** The styles of play again, its links, My Games' invitations and the family record. */
export function YearStyles() {
  return (
    <style href="year-after-year" precedence="default">
      {yearAfterYearCss}
    </style>
  );
}
