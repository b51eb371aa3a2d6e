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
