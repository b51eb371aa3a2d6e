import type { Language } from "../../shared/languages";
import { needsBreaking, type Hyphenator, type SquareWords } from "./square-text";
import { textLanguage } from "./text-language";

/**
 * Each language's hyphenation patterns (the `hyphen` package, Liang's algorithm on TeX's
 * patterns), loaded only when a board holds a word too wide for its square in that language,
 * and once per page: German's are the largest (about 100 KB compressed), Portuguese's the
 * smallest (under 1 KB). English uses the British patterns, which know more names
 * ("Bartho-lomew") than the American ones. A failed load leaves those words cut by hand.
 * This file itself comes only with a board that needs it (square-hyphenation.ts).
 */
const PATTERNS: Record<Language, () => Promise<unknown>> = {
  en: () => import("hyphen/en-gb"),
  de: () => import("hyphen/de"),
  es: () => import("hyphen/es"),
  fr: () => import("hyphen/fr"),
  "pt-BR": () => import("hyphen/pt"),
};

const loading = new Map<Language, Promise<Hyphenator | null>>();

/** The package is CommonJS: its functions are on the module or on its default export. */
function syncHyphenation(module: unknown): Hyphenator {
  const api = module as { hyphenateSync?: Hyphenator; default?: { hyphenateSync: Hyphenator } };
  const hyphenateSync = api.hyphenateSync ?? api.default!.hyphenateSync;
  return (word) => hyphenateSync(word);
}

function patternsOf(language: Language): Promise<Hyphenator | null> {
  let pending = loading.get(language);
  if (!pending) {
    pending = PATTERNS[language]().then(syncHyphenation, () => null);
    loading.set(language, pending);
  }
  return pending;
}

/** Each text's language, and its words' syllables, once the patterns of every language they need are here. */
export async function squareSyllables(texts: readonly string[], pageLanguage: Language): Promise<(text: string) => SquareWords> {
  const wanted = [...new Set(texts.filter(needsBreaking).map((text) => textLanguage(text, pageLanguage)))];
  const hyphenators = new Map(await Promise.all(wanted.map(async (language) => [language, await patternsOf(language)] as const)));
  return (text) => {
    const language = textLanguage(text, pageLanguage);
    return { language, breaking: hyphenators.get(language) ?? null };
  };
}
