import { useEffect, useMemo, useState } from "react";
import type { Language } from "../../shared/languages";
import { whenIdle } from "../components/when-idle";
import { needsBreaking, type SquareWords } from "./square-text";
import { syllablesUsed } from "./syllables-used";

const UNTOLD = (): SquareWords => ({ language: undefined, breaking: null });

type Syllables = typeof import("./square-syllables");
/** The syllables file once this page has it (for a board, or fetched ahead): a board drawn after reads it at once. */
let syllables: Syllables | null = null;
/**
 * Only a browser loads it: a server render draws the words cut by hand (a page has not fetched
 * the file before it hydrates). Left out of the server's build, the patterns (about 1.5 MB of
 * source) are not compiled into every isolate of the Worker, a game's room among them, whose
 * full garbage collections walk all it keeps (docs/decisions/041).
 */
const loadSyllables = (): Promise<Syllables> =>
  import.meta.env.SSR
    ? Promise.reject(new Error("syllables are a browser's"))
    : import("./square-syllables").then((module) => (syllables = module));

/** The longest a play screen's loader waits for patterns it fetched beside the game, past the game itself. */
const USED_SYLLABLES_WAIT_MS = 300;

/**
 * For a play screen's loader, beside its read of the game: the syllables this device's boards
 * used before (syllables-used.ts), usually from the browser's cache, so the board drawn once
 * the game is read breaks at syllables from its first frame instead of a moment later. Waits
 * at most USED_SYLLABLES_WAIT_MS: patterns slower than that (not in the cache, a slow network)
 * come after the board, as before. Nothing on a device that never used them (a first visit).
 */
export async function syllablesUsedBefore(): Promise<void> {
  const languages = syllablesUsed();
  if (languages.length === 0) return;
  const loaded = loadSyllables().then((module) => module.loadPatterns(languages)).catch(() => undefined);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, USED_SYLLABLES_WAIT_MS))]);
}

/** The texts and page language a board's words depend on, as one key: a mark changes the entries, not what the squares say. */
const keyOf = (texts: readonly string[], pageLanguage: Language) => `${pageLanguage}\u0000${texts.join("\u0000")}`;

/**
 * How the board's wide words break (square-text.ts): cut by hand at first, then at the
 * syllables of each text's own language, once a board that has such words has loaded the
 * patterns it needs (square-syllables.ts, with the language detection: not in the play
 * screen's first load, and never for a board of short words). A board drawn after its
 * patterns came (the setup screen fetches them ahead: usePrefetchSquareHyphenation) shows its
 * syllables in its first frame. Never while hydrating: a page has not fetched the file before
 * it hydrates, so its first render is the server's.
 */
export function useSquareHyphenation(texts: readonly string[], pageLanguage: Language): (text: string) => SquareWords {
  const [wordsOf, setWordsOf] = useState<{ of: string; words: (text: string) => SquareWords } | null>(null);
  const wanted = texts.some(needsBreaking);
  const key = keyOf(texts, pageLanguage);
  const loadedNow = useMemo(() => (wanted ? (syllables?.loadedSquareSyllables(texts, pageLanguage) ?? null) : null), [key, wanted]);

  useEffect(() => {
    if (!wanted || loadedNow) return;
    let shown = true;
    loadSyllables()
      .then((module) => module.squareSyllables(texts, pageLanguage))
      .then((words) => shown && setWordsOf({ of: key, words }), () => undefined);
    return () => {
      shown = false;
    };
  }, [key, wanted, loadedNow]);

  if (wordsOf?.of === key) return wordsOf.words;
  return loadedNow ?? UNTOLD;
}

/**
 * Fetches, once the page is idle, the syllables file and the patterns these texts want (the
 * pool on the setup screen): the boards drawn at the start then show their syllables at once,
 * instead of changing their font a moment later, seconds later on a slow network.
 */
export function usePrefetchSquareHyphenation(texts: readonly string[], pageLanguage: Language): void {
  const wanted = texts.some(needsBreaking);
  const key = keyOf(texts, pageLanguage);
  useEffect(() => {
    if (!wanted) return;
    // A failure here is the board's to try again.
    return whenIdle(() => void loadSyllables().then((module) => module.squareSyllables(texts, pageLanguage)).catch(() => undefined));
  }, [key, wanted]);
}
