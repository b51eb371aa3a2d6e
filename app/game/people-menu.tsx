import { useEffect, useState } from "react";
import type { Player } from "../../shared/api-types";
import { DisclosureMenu } from "../components/disclosure-menu";
import { CrossIcon, PeopleIcon, PersonIcon } from "../components/icons";
import { problemMessage } from "../forms/form-status";
import { JoinQrCode } from "./join-qr-code";

const joinUrl = (code: string) => `${window.location.origin}/join/${code}/`;

/** SPEC §9: the 'Copied' label lasts 5 s. */
const COPIED_FOR_MS = 5_000;

/**
 * SPEC §2, people menu: the game code, the join link to share, and who is playing
 * (online players solid, others outline). The creator can remove anyone else (issue #17:
 * someone who got in with a leaked link), after confirming.
 */
export function PeopleMenu({
  code,
  players,
  onlinePlayerCodes,
  me,
}: {
  code: string;
  players: Player[];
  onlinePlayerCodes: string[];
  me: Player;
}) {
  const [copied, setCopied] = useState(false);
  const online = new Set(onlinePlayerCodes);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    const url = joinUrl(code);
    // Phones get their own share sheet; elsewhere the link goes to the clipboard.
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: "Join my Bingo game", text: `Game code ${code}`, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await navigator.clipboard.writeText(url);
    setCopied(true);
  }

  async function remove(player: Player) {
    if (!window.confirm(`Remove ${player.screenName} from the game? They will not be able to join it again.`)) return;
    try {
      const { removePlayer } = await import("./game-api");
      await removePlayer(code, player.code);
    } catch (error) {
      window.alert(problemMessage(error));
    }
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
                  {me.role === "CREATOR" && player.id !== me.id && (
                    <button
                      type="button"
                      className="icon-button people__remove"
                      aria-label={`Remove ${player.screenName}`}
                      onClick={() => remove(player)}
                    >
                      <CrossIcon />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </DisclosureMenu>
  );
}
