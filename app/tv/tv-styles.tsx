// Inlined, as the app's own CSS is: a stylesheet link held the first paint of a TV view until
// after hydration (Lighthouse mobile: first paint 2.4 s, score 89).
import tvCss from "./tv-view.css?inline";

/** The TV's styles (its view and its pairing page), in every state of the page; React hoists them into the head once. */
export const TvStyles = () => (
  <style href="tv-view" precedence="default">
    {tvCss}
  </style>
);
