import type { ReactNode } from "react";
import { Link } from "react-router";
import { useStrings } from "../i18n/strings";
import { DisclosureMenu } from "./disclosure-menu";
import { MenuIcon } from "./icons";
import { idleLoaded } from "./idle-loaded";
import { Logo } from "./logo";

const mainMenuPanel = idleLoaded(() => import("./main-menu-panel").then((module) => module.MainMenuPanel));

/** SPEC §2, header: logo, main menu and, on game screens, the people menu. */
export function AppHeader({ title, peopleMenu }: { title?: string; peopleMenu?: ReactNode }) {
  const strings = useStrings();
  const t = strings.common.header;
  mainMenuPanel.usePrefetchWhenIdle();
  return (
    <header className="app-header">
      <Link to="/" className="app-header__home" aria-label={t.homeLabel}>
        <Logo size={36} />
      </Link>
      {title && <p className="app-header__title">{title}</p>}
      <div className="app-header__actions">
        {peopleMenu}
        <DisclosureMenu label={t.mainMenu} icon={<MenuIcon />}>
          {(close) => <mainMenuPanel.Shown loading={<p className="loading">{strings.common.loading}</p>} props={{ close }} />}
        </DisclosureMenu>
      </div>
    </header>
  );
}
