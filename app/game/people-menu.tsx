import { useEffect, useState } from "react";
import { DisclosureMenu } from "../components/disclosure-menu";
import { PeopleIcon } from "../components/icons";
import type { PeopleMenuProps } from "./people-menu-panel";

type PanelModule = typeof import("./people-menu-panel");
let panelModule: PanelModule | null = null;
const loadPanel = () => import("./people-menu-panel").then((module) => (panelModule = module));

/**
 * SPEC §2, people menu: the game code, the join link to share, and who is playing
 * (online players solid, others outline), the host marked; the host's own controls
 * (docs/decisions/015-host-continuity.md), among them removing anyone else after confirming
 * (issue #17: someone who got in with a leaked link). Issue #15: who is one away, and the
 * round's prophets (whose predictions came true). The button is drawn with the screen; the
 * panel's code is fetched when the screen is idle (people-menu-panel.tsx).
 */
export function PeopleMenu(props: PeopleMenuProps) {
  const { players } = props.game;
  useEffect(() => {
    const prefetch = () => void loadPanel().catch(() => undefined); // opening the menu tries again
    if (typeof requestIdleCallback !== "function") return void setTimeout(prefetch, 1_000);
    const idle = requestIdleCallback(prefetch, { timeout: 3_000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return (
    <DisclosureMenu
      // Inviting is what most open it for: said on the button, with how many play (issue #28).
      label={`Invite: Players and invite, ${players.length} ${players.length === 1 ? "player" : "players"}`}
      icon={<PeopleIcon />}
      text={
        <span className="invite-button__text" aria-hidden="true">
          Invite <span className="counter">{players.length}</span>
        </span>
      }
    >
      {() => <Panel {...props} />}
    </DisclosureMenu>
  );
}

/**
 * The panel once its file is here: at once if the idle prefetch brought it, else after a
 * "Loading…" line. Not React's Suspense, whose retry waits on a timer: a page whose timers
 * are held (a test keeping notices up) would show "Loading…" for good.
 */
function Panel(props: PeopleMenuProps) {
  const [module, setModule] = useState(panelModule);
  useEffect(() => {
    if (module) return;
    let cancelled = false;
    loadPanel().then(
      (loaded) => !cancelled && setModule(loaded),
      () => undefined, // closing and opening the menu tries again
    );
    return () => {
      cancelled = true;
    };
  }, [module]);
  if (!module) return <p className="loading">Loading…</p>;
  return <module.PeopleMenuPanel {...props} />;
}
