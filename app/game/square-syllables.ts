import type { Language } from "../../shared/languages";
import { needsBreaking, type Hyphenator, type SquareWords } from "./square-text";
import { rememberSyllablesUsed } from "./syllables-used";
import { textLanguage } from "./text-language";

/**
 * Each language's hyphenation patterns (the `hyphen` package, Liang's algorithm on TeX's
 * patterns), loaded only when a board (or the setup screen's pool, ahead of the start) holds
 * a word too wide for its square in that language, and once per page: German's are the largest
 * (about 100 KB compressed), Portuguese's the smallest (under 1 KB). English uses the British
 * patterns, which know more names ("Bartho-lomew") than the American ones. A failed load
 * leaves those words cut by hand until a board asks again. This file itself comes only with
 * a board or a pool that needs it (square-hyphenation.ts).
 */
const PATTERNS: Record<Language, () => Promise<unknown>> = {
  en: () => import("hyphen/en-gb"),
  de: () => import("hyphen/de"),
  es: () => import("hyphen/es"),
  fr: () => import("hyphen/fr"),
  "pt-BR": () => import("hyphen/pt"),
};

const loading = new Map<Language, Promise<Hyphenator | null>>();
/** The languages whose patterns have come, for a board drawn after them to use at once. */
const loaded = new Map<Language, Hyphenator>();

/** The package is CommonJS: its functions are on the module or on its default export. */
function syncHyphenation(module: unknown): Hyphenator {
  const api = module as { hyphenateSync?: Hyphenator; default?: { hyphenateSync: Hyphenator } };
  const hyphenateSync = api.hyphenateSync ?? api.default!.hyphenateSync;
  return (word) => hyphenateSync(word);
}

function patternsOf(language: Language): Promise<Hyphenator | null> {
  let pending = loading.get(language);
  if (!pending) {
    // A load that failed (offline for a moment, perhaps while fetching ahead) is not kept:
    // the next board that wants these patterns asks again.
    pending = PATTERNS[language]().then(
      (module) => {
        const hyphenator = syncHyphenation(module);
        loaded.set(language, hyphenator);
        rememberSyllablesUsed(language);
        return hyphenator;
      },
      () => {
        loading.delete(language);
        return null;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** These languages' patterns (any other name is left out), loaded or failed before this resolves. */
export async function loadPatterns(languages: readonly string[]): Promise<void> {
  const known = languages.filter((language): language is Language => Object.hasOwn(PATTERNS, language));
  await Promise.all(known.map(patternsOf));
}

/** The languages whose patterns these texts' wide words want. */
const wantedLanguages = (texts: readonly string[], pageLanguage: Language) => [
  ...new Set(texts.filter(needsBreaking).map((text) => textLanguage(text, pageLanguage))),
];

/** Each text's language and how its wide words break, given the hyphenators of the languages they want. */
function wordsWith(hyphenators: ReadonlyMap<Language, Hyphenator | null>, pageLanguage: Language): (text: string) => SquareWords {
  return (text) => {
    const language = textLanguage(text, pageLanguage);
    return { language, breaking: hyphenators.get(language) ?? null };
  };
}

/** Each text's language, and its words' syllables, once the patterns of every language they need are here. */
export async function squareSyllables(texts: readonly string[], pageLanguage: Language): Promise<(text: string) => SquareWords> {
  const wanted = wantedLanguages(texts, pageLanguage);
  const hyphenators = new Map(await Promise.all(wanted.map(async (language) => [language, await patternsOf(language)] as const)));
  return wordsWith(hyphenators, pageLanguage);
}

/**
 * The same, now, if every language these texts want has already loaded (fetched ahead on the
 * setup screen): a board then shows its syllables in its first frame. Else null.
 */
export function loadedSquareSyllables(texts: readonly string[], pageLanguage: Language): ((text: string) => SquareWords) | null {
  const wanted = wantedLanguages(texts, pageLanguage);
  return wanted.every((language) => loaded.has(language)) ? wordsWith(loaded, pageLanguage) : null;
}
