import { useLocation } from "react-router";
import { LANGUAGES, LANGUAGE_NAMES } from "../../shared/languages";
import { useLanguage, useStrings } from "../i18n/strings";

/**
 * The language switch: in the main menu, and on Welcome, which has no menu, so
 * a visitor there switches in one tap. A plain form: the server remembers the choice in a
 * cookie and sends the page back whole in the new language, as it would render it to anyone
 * who chose so, with only that language's strings. It works before hydration too.
 */
export function LanguageChoice({ className = "theme-choice" }: { className?: string }) {
  const t = useStrings();
  const active = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action="/language/" className={className} aria-label={t.settings.language}>
      <span className="theme-choice__label" aria-hidden="true">
        {t.settings.language}
      </span>
      <input type="hidden" name="returnTo" value={pathname + search} />
      <div className="theme-choice__options language-choice__options">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name="language"
            value={language}
            lang={language}
            className="theme-choice__option"
            aria-pressed={language === active}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
    </form>
  );
}
