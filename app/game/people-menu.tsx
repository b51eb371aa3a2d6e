import { DisclosureMenu } from "../components/disclosure-menu";
import { idleLoaded } from "../components/idle-loaded";
import { PeopleIcon } from "../components/icons";
import { plural } from "../i18n/format";
import { useLanguage, useStrings } from "../i18n/strings";
import type { PeopleMenuProps } from "./people-menu-panel";

const panel = idleLoaded(() => import("./people-menu-panel").then((module) => module.PeopleMenuPanel));

/**
 * SPEC §2, people menu: the game code, the join link to share, and who is playing
 * (online players solid, others outline), the host marked; the host's own controls
 * (docs/decisions/015-host-continuity.md), among them removing anyone else after confirming
 * (someone who got in with a leaked link). Who is one away, and the
 * round's prophets (whose predictions came true). The button is drawn with the screen; the
 * panel's code is fetched when the screen is idle (people-menu-panel.tsx).
 */
export function PeopleMenu(props: PeopleMenuProps) {
  const t = useStrings();
  const language = useLanguage();
  const { players } = props.game;
  panel.usePrefetchWhenIdle();
  return (
    <DisclosureMenu
      // Inviting is what most open it for: said on the button, with how many play.
      label={plural(language, players.length, t.play.people.menuLabel)}
      icon={<PeopleIcon />}
      text={
        <span className="invite-button__text" aria-hidden="true">
          {t.play.people.invite} <span className="counter">{players.length}</span>
        </span>
      }
    >
      {() => <panel.Shown loading={<p className="loading">{t.play.people.loading}</p>} props={props} />}
    </DisclosureMenu>
  );
}
