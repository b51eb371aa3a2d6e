import { useEffect, useState } from "react";
import type { Language } from "../../shared/languages";
import { needsBreaking, type SquareWords } from "./square-text";

const UNTOLD = (): SquareWords => ({ language: undefined, breaking: null });

/**
 * How the board's wide words break (square-text.ts): cut by hand at first, then at the
 * syllables of each text's own language, once a board that has such words has loaded the
 * patterns it needs (square-syllables.ts, with the language detection: not in the play
 * screen's first load, and never for a board of short words).
 */
export function useSquareHyphenation(texts: readonly string[], pageLanguage: Language): (text: string) => SquareWords {
  const [wordsOf, setWordsOf] = useState<{ of: string; words: (text: string) => SquareWords } | null>(null);
  const wanted = texts.some(needsBreaking);
  // The board's texts, not the array: a mark changes the entries, not what the squares say.
  const key = `${pageLanguage}\u0000${texts.join("\u0000")}`;

  useEffect(() => {
    if (!wanted) return;
    let shown = true;
    import("./square-syllables")
      .then(({ squareSyllables }) => squareSyllables(texts, pageLanguage))
      .then((words) => shown && setWordsOf({ of: key, words }), () => undefined);
    return () => {
      shown = false;
    };
  }, [key, wanted]);

  return wordsOf?.of === key ? wordsOf.words : UNTOLD;
}
