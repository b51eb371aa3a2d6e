import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAuth } from "../auth/auth-provider";
import { DisclosureMenu } from "./disclosure-menu";
import { MenuIcon } from "./icons";
import { Logo } from "./logo";
import { ThemeChoice } from "./theme-choice";

const MAIN_MENU = [
  { to: "/play/", label: "Games" },
  { to: "/join/", label: "Join a Game" },
  { to: "/how-to/", label: "How To Play" },
  { to: "/about/", label: "About" },
  { to: "/password-change/", label: "Change Password", registeredOnly: true },
  { to: "/logout/", label: "Logout" },
] as const;

/** SPEC §2, header: logo, main menu and, on game screens, the people menu. */
export function AppHeader({ title, peopleMenu }: { title?: string; peopleMenu?: ReactNode }) {
  const auth = useAuth();
  const registered = auth.status === "signed-in" && !auth.user.isAnonymous;
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
                  {MAIN_MENU.filter((item) => registered || !("registeredOnly" in item)).map((item) => (
                    <li key={item.to}>
                      <Link className="menu__item" to={item.to} onClick={close}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <ThemeChoice />
            </>
          )}
        </DisclosureMenu>
      </div>
    </header>
  );
}
