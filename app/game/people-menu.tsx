import { useEffect, useState } from "react";
import type { Game, Player } from "../../shared/api-types";
import { DisclosureMenu } from "../components/disclosure-menu";
import { PeopleIcon, PersonIcon } from "../components/icons";
import { HandOverButton, HostControls } from "./host-actions";
import { JoinQrCode } from "./join-qr-code";
import { joinUrl, shareOrCopy } from "./share-or-copy";

/** SPEC §9: the 'Copied' label lasts 5 s. */
const COPIED_FOR_MS = 5_000;

/**
 * SPEC §2, people menu: the game code, the join link to share, and who is playing
 * (online players solid, others outline), the host marked; the host's own controls
 * (docs/decisions/015-host-continuity.md).
 */
export function PeopleMenu({
  game,
  me,
  onlinePlayerCodes,
}: {
  game: Game;
  me: Player;
  onlinePlayerCodes: string[];
}) {
  const { code, players } = game;
  const iAmHost = me.role === "CREATOR";
  const [copied, setCopied] = useState(false);
  const online = new Set(onlinePlayerCodes);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    const url = joinUrl(code);
    const outcome = await shareOrCopy({ title: "Join my Bingo game", text: `Game code ${code}`, url }, url);
    if (outcome === "copied") setCopied(true);
  }

  return (
    <DisclosureMenu label="Players and invite" icon={<PeopleIcon />}>
      {() => (
        <div className="people">
          <p className="people__code">
            Game code <strong>{code}</strong>
          </p>
          <button type="button" className="button" onClick={share}>
            {copied ? "Copied to Clipboard" : "Copy / Share Link"}
          </button>
          <JoinQrCode url={joinUrl(code)} />
          <h2 className="people__heading">
            Players <span className="counter">{players.length}</span>
          </h2>
          <ul className="people__list">
            {players.map((player) => {
              const isOnline = online.has(player.code);
              return (
                <li key={player.id} className={isOnline ? "is-online" : undefined} data-presence={isOnline ? "online" : "offline"}>
                  <PersonIcon online={isOnline} />
                  <span className="people__name" dir="auto">{player.screenName}</span>
                  <span className="visually-hidden">{isOnline ? "(online)" : "(offline)"}</span>
                  {player.role === "CREATOR" && <span className="people__role">host</span>}
                  {iAmHost && player.id !== me.id && <HandOverButton gameCode={code} player={player} />}
                </li>
              );
            })}
          </ul>
          {game.locked && <p className="people__locked">Joining is locked: nobody new can join.</p>}
          {iAmHost && <HostControls game={game} />}
        </div>
      )}
    </DisclosureMenu>
  );
}
