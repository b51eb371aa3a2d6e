import { Link } from "react-router";
import { useAuth } from "../auth/auth-provider";
import { useStrings } from "../i18n/strings";
import { LanguageChoice } from "./language-choice";
import { SoundChoice } from "./sound-choice";
import { ThemeChoice } from "./theme-choice";

/** The main menu's links; `label` names the item's text in the catalogue (common.header.menu). */
const MAIN_MENU = [
  { to: "/play/", label: "games" },
  { to: "/join/", label: "joinGame" },
  { to: "/how-to/", label: "howToPlay" },
  { to: "/about/", label: "about" },
  { to: "/password-change/", label: "changePassword", only: "registered" },
  // A guest's games live in this browser only: registering keeps them everywhere.
  { to: "/register/", label: "register", only: "guest" },
  { to: "/delete-account/", label: "deleteAccount", only: "signed-in" },
  { to: "/logout/", label: "logout" },
] as const;

type Audience = "registered" | "guest" | "signed-in";

/**
 * Who sees which item: Register only to someone known not to be registered (not while the
 * session is still being restored: a registered user would be offered it), account items
 * only with an account.
 */
function shownTo(item: (typeof MAIN_MENU)[number], auth: ReturnType<typeof useAuth>): boolean {
  if (!("only" in item)) return true;
  const registered = auth.status === "signed-in" && !auth.user.isAnonymous;
  const audiences: Record<Audience, boolean> = {
    registered,
    guest: auth.status !== "loading" && !registered,
    "signed-in": auth.status === "signed-in",
  };
  return audiences[item.only];
}

/**
 * The open main menu (SPEC §2): its links, then the appearance, sound and language settings.
 * A file of its own, fetched when the page is idle (app-header.tsx): nobody needs it to join.
 */
export function MainMenuPanel({ close }: { close: () => void }) {
  const auth = useAuth();
  const t = useStrings().common.header;
  return (
    <>
      <nav aria-label={t.mainNav}>
        <ul className="menu__list">
          {MAIN_MENU.filter((item) => shownTo(item, auth)).map((item) => (
            <li key={item.to}>
              <Link className="menu__item" to={item.to} onClick={close}>
                {t.menu[item.label]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ThemeChoice />
      <SoundChoice />
      <LanguageChoice />
    </>
  );
}
