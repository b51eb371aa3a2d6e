import type { FormEvent } from "react";
import { useLocation } from "react-router";
import { LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGE_NAMES, supportedLanguage } from "../../shared/languages";
import { useLanguage, useStrings } from "../i18n/strings";

/**
 * The language switch: in the main menu, and on Welcome, which has no menu, so
 * a visitor there switches in one tap. A plain form: the server remembers the choice in a
 * cookie and sends the page back whole in the new language, as it would render it to anyone
 * who chose so, with only that language's strings. It works before hydration too.
 *
 * `inPlace`: the page reloads itself in the new language instead (the cookie set here, as the
 * server would set it), for a page whose address holds a secret in its fragment, the TV view's
 * key, which a post would neither keep nor may send.
 */
export function LanguageChoice({ className = "theme-choice", inPlace = false }: { className?: string; inPlace?: boolean }) {
  const t = useStrings();
  const active = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action="/language/" className={className} aria-label={t.settings.language} onSubmit={inPlace ? switchInPlace : undefined}>
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

/** The language chosen by the pressed button, remembered as /language/ would, then the same page again. */
function switchInPlace(event: FormEvent<HTMLFormElement>) {
  const pressed = (event.nativeEvent as SubmitEvent).submitter;
  const language = supportedLanguage(pressed instanceof HTMLButtonElement ? pressed.value : null);
  if (!language) return;
  event.preventDefault();
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  window.location.reload();
}

