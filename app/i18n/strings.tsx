import { createContext, useContext } from "react";
import type { Language } from "../../shared/languages";
import type { Catalogue } from "./catalogue/catalogue";

/** The page's language and its catalogue: root's loader picks them, the whole tree reads them. */
export type ActiveStrings = { language: Language; strings: Catalogue };

/**
 * How root's loader sends them: the catalogue as JSON text, which the browser parses at once
 * with JSON.parse, rather than as an object the loader data's decoder rebuilds piece by piece
 * while the page hydrates (a long task on a slow phone).
 */
export type PageStringsData = { language: Language; catalogue: string };

/** Each catalogue parsed once: the server holds five texts, a page one. */
const parsed = new Map<string, ActiveStrings>();
export function activeStrings(data: PageStringsData): ActiveStrings {
  let active = parsed.get(data.catalogue);
  if (!active) {
    active = { language: data.language, strings: JSON.parse(data.catalogue) as Catalogue };
    parsed.set(data.catalogue, active);
  }
  return active;
}

const StringsContext = createContext<ActiveStrings | null>(null);
export const StringsProvider = StringsContext.Provider;

function useActive(): ActiveStrings {
  const active = useContext(StringsContext);
  if (!active) throw new Error("useStrings needs root's StringsProvider above it");
  return active;
}

/** The active language's catalogue, e.g. `useStrings().play.callBingo`. */
export const useStrings = (): Catalogue => useActive().strings;
export const useLanguage = (): Language => useActive().language;

/**
 * The page's strings outside rendering (client actions, socket handlers, timers): a page
 * has one language until it reloads, so the browser keeps it here once root has rendered.
 * On the server, render with `useStrings` instead: one isolate serves many languages.
 */
let clientActive: ActiveStrings | null = null;
export function rememberClientStrings(active: ActiveStrings) {
  if (typeof document !== "undefined") clientActive = active;
}
export function clientStrings(): Catalogue {
  if (!clientActive) throw new Error("clientStrings is for the browser, after root has rendered");
  return clientActive.strings;
}
export function clientLanguage(): Language {
  return clientActive?.language ?? "en";
}
