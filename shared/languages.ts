// Node runs bench:web with this file as TypeScript: its relative import names the .ts file.
import { cookieValues } from "./cookie-values.ts";

/**
 * The languages the app speaks and how a request's language is chosen: the
 * person's own choice (the menu's switch, kept in a cookie) first, then the browser's
 * `Accept-Language`, then English. Pages and the API choose the same way, so a refusal
 * reads in the language of the screen that shows it.
 */
export const LANGUAGES = ["en", "es", "de", "fr", "pt-BR"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language named in itself, as the menu's switch lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  "pt-BR": "Português (Brasil)",
};

/** The cookie the menu's switch sets; a year, like any remembered setting. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Scripts written right to left. None of ours yet; `<html dir>` follows this when one comes. */
const RIGHT_TO_LEFT = new Set(["ar", "fa", "he", "ur"]);

export function textDirection(language: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(language.split("-")[0]!.toLowerCase()) ? "rtl" : "ltr";
}

/** Our language for a BCP 47 tag, if we speak it: exact, then by its primary subtag (pt-PT → pt-BR). */
export function supportedLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const wanted = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split("-")[0];
  return LANGUAGES.find((language) => language.toLowerCase().split("-")[0] === primary) ?? null;
}

/** RFC 9110's Accept-Language: the supported language with the highest weight, ties in the listed order. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag !== "" && range.tag !== "*" && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const language = supportedLanguage(range.tag);
    if (language) return language;
  }
  return null;
}

/**
 * The value of the language cookie in a Cookie header, if it names a language we speak: the
 * first that does, a broken or unknown value counting as none (shared/cookie-values.ts).
 */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  for (const value of cookieValues(cookieHeader, LANGUAGE_COOKIE)) {
    const language = supportedLanguage(value);
    if (language) return language;
  }
  return null;
}

/** The language a request is answered in (pages and API alike). */
export function requestLanguage(headers: Headers): Language {
  return (
    languageFromCookie(headers.get("Cookie")) ??
    languageFromAcceptLanguage(headers.get("Accept-Language")) ??
    DEFAULT_LANGUAGE
  );
}
