import type { Language } from "../../../shared/languages";
import type { Catalogue } from "./catalogue";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { ptbr } from "./pt-BR";

/**
 * All languages, on the server only: a page carries the one it is rendered in (root's loader
 * data), so only the active language's strings travel to the phone.
 */
export const CATALOGUES: Record<Language, Catalogue> = { en, es, de, fr, "pt-BR": ptbr };

/** The same as JSON text, made once per isolate: what a page carries (app/i18n/strings.tsx). */
export const CATALOGUE_JSON = Object.fromEntries(
  Object.entries(CATALOGUES).map(([language, catalogue]) => [language, JSON.stringify(catalogue)]),
) as Record<Language, string>;
