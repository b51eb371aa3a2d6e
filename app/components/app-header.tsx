import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAuth } from "../auth/auth-provider";
import { DisclosureMenu } from "./disclosure-menu";
import { MenuIcon } from "./icons";
import { Logo } from "./logo";
import { SoundChoice } from "./sound-choice";
import { ThemeChoice } from "./theme-choice";

const MAIN_MENU = [
  { to: "/play/", label: "Games" },
  { to: "/join/", label: "Join a Game" },
  { to: "/how-to/", label: "How To Play" },
  { to: "/about/", label: "About" },
  { to: "/password-change/", label: "Change Password", only: "registered" },
  // A guest's games live in this browser only: registering keeps them everywhere (issue #18).
  { to: "/register/", label: "Register", only: "guest" },
  { to: "/delete-account/", label: "Delete my account and data", only: "signed-in" },
  { to: "/logout/", label: "Logout" },
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

/** SPEC §2, header: logo, main menu and, on game screens, the people menu. */
export function AppHeader({ title, peopleMenu }: { title?: string; peopleMenu?: ReactNode }) {
  const auth = useAuth();
  return (
    <header className="app-header">
      <Link to="/" className="app-header__home" aria-label="Bingo with friends home">
        <Logo size={36} />
      </Link>
      {title && <p className="app-header__title">{title}</p>}
      <div className="app-header__actions">
        {peopleMenu}
        <DisclosureMenu label="Main menu" icon={<MenuIcon />}>
          {(close) => (
            <>
              <nav aria-label="Main">
                <ul className="menu__list">
                  {MAIN_MENU.filter((item) => shownTo(item, auth)).map((item) => (
                    <li key={item.to}>
                      <Link className="menu__item" to={item.to} onClick={close}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <ThemeChoice />
              <SoundChoice />
            </>
          )}
        </DisclosureMenu>
      </div>
    </header>
  );
}
