import { messages as english } from "../../shared/i18n/en";
import { translateMessage } from "../../shared/i18n/translate-message";
import { clientStrings } from "./strings";

/**
 * A schema's message in the page's language: the schemas speak English, as the API's rules do,
 * and are said in the reader's language the same way the API says them (docs/decisions/023).
 * Imported only when a form has something to say: none of it is in a page's first JS.
 */
export function sayInPageLanguage(message: string): string {
  return translateMessage(message, english, clientStrings().messages);
}
