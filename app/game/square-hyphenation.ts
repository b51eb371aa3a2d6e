import { useEffect, useState } from "react";
import type { Language } from "../../shared/languages";
import { needsBreaking, type Hyphenator, type WordBreaking } from "./square-text";
import { textLanguage } from "./text-language";

/**
 * Each language's hyphenation patterns (the `hyphen` package, Liang's algorithm on TeX's
 * patterns), loaded only when a board holds a word too wide for its square in that language,
 * and once per page: German's are the largest (about 100 KB compressed), Portuguese's the
 * smallest (under 1 KB). English uses the British patterns, which know more names
 * ("Bartho-lomew") than the American ones. A failed load falls back to cutting by hand.
 */
const PATTERNS: Record<Language, () => Promise<unknown>> = {
  en: () => import("hyphen/en-gb"),
  de: () => import("hyphen/de"),
  es: () => import("hyphen/es"),
  fr: () => import("hyphen/fr"),
  "pt-BR": () => import("hyphen/pt"),
};

type Loaded = Hyphenator | "failed";
const loaded = new Map<Language, Loaded>();
const loading = new Map<Language, Promise<void>>();

/** The package is CommonJS: its functions are on the module or on its default export. */
function syncHyphenation(module: unknown): Hyphenator {
  const api = module as { hyphenateSync?: Hyphenator; default?: { hyphenateSync: Hyphenator } };
  const hyphenateSync = api.hyphenateSync ?? api.default!.hyphenateSync;
  return (word) => hyphenateSync(word);
}

function load(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = PATTERNS[language]().then(
      (module) => void loaded.set(language, syncHyphenation(module)),
      () => void loaded.set(language, "failed"),
    );
    loading.set(language, pending);
  }
  return pending;
}

/** A square's language (for its `lang`: the browser's own hyphenation, where it has it) and how its wide words break. */
export interface SquareWords {
  language: Language;
  breaking: WordBreaking;
}

/**
 * How each of these texts' wide words break (square-text.ts): at the syllables of the
 * text's own language once its patterns are here, cut by hand until then.
 */
export function useSquareHyphenation(texts: readonly string[], pageLanguage: Language): (text: string) => SquareWords {
  const [, setLoadedCount] = useState(0);
  const languageOf = (text: string) => textLanguage(text, pageLanguage);
  const wanted = [...new Set(texts.filter(needsBreaking).map(languageOf))];
  const missing = wanted.filter((language) => !loaded.has(language));

  useEffect(() => {
    let shown = true;
    for (const language of missing) load(language).then(() => shown && setLoadedCount(loaded.size));
    return () => {
      shown = false;
    };
  }, [missing.join(" ")]);

  return (text) => {
    const language = languageOf(text);
    const patterns = loaded.get(language);
    return { language, breaking: patterns === undefined || patterns === "failed" ? null : patterns };
  };
}
