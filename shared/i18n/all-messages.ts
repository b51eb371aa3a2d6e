import type { Language } from "../languages";
import { messages as de } from "./de";
import { messages as en } from "./en";
import { messages as es } from "./es";
import { messages as fr } from "./fr";
import { messages as ptBR } from "./pt-BR";
import type { Messages } from "./messages";

/** The server's words in every language, for the API's answers (never imported by the web app's client). */
export const MESSAGES: Record<Language, Messages> = { en, es, de, fr, "pt-BR": ptBR };
