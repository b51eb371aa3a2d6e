import { useEffect, useState } from "react";
import type { Entry, Game, Player } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { prophetTally } from "../../shared/prophets";
import { ConfirmStep } from "../components/confirm-step";
import { CrossIcon, PersonIcon } from "../components/icons";
import { plural } from "../i18n/format";
import { useLanguage, useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";
import { CallProblem, useHostCall } from "./host-actions";
import { HandOverButton, TakeBackButton } from "./host-buttons";
import { HostControls } from "./host-controls";
import { JoinQrCode } from "./join-qr-code";
import { SeatList } from "./seat-list";
import { joinUrl, shareOrCopy } from "./share-or-copy";

export interface PeopleMenuProps {
  game: Game;
  me: Player;
  onlinePlayerCodes: string[];
  oneAwayPlayerIds?: number[];
  entries: Entry[];
}

/** SPEC §9: the 'Copied' label lasts 5 s. */
const COPIED_FOR_MS = 5_000;

/**
 * The people menu's panel (people-menu.tsx): the game code, the join link to share and its
 * QR, who is playing, the host's controls and the round's prophets. A file of its own, fetched
 * once the play screen is idle: every player's first load carried it before (the play screen's
 * budget is 140 KB), though nobody sees it until they open the menu.
 */
export function PeopleMenuPanel({ game, me, onlinePlayerCodes, oneAwayPlayerIds = [], entries }: PeopleMenuProps) {
  const t = useStrings();
  const texts = t.play.people;
  const { code, players } = game;
  const iAmHost = me.role === "CREATOR";
  const [copied, setCopied] = useState(false);
  const online = new Set(onlinePlayerCodes);
  const oneAway = new Set(oneAwayPlayerIds);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    const url = joinUrl(code);
    const outcome = await shareOrCopy({ title: texts.shareTitle, text: fill(texts.shareText, { code }), url }, url);
    if (outcome === "copied") setCopied(true);
  }

  const removal = useHostCall();
  const remove = (player: Player) =>
    removal.run(async () => {
      const { removePlayer } = await import("./host-api");
      await removePlayer(code, player.code);
    });

  return (
    <div className="people">
      <p className="people__code">{fillNodes(texts.gameCode, { code: <strong>{code}</strong> })}</p>
      {/* A locked game takes nobody new: no link or QR to hand out, and it says so. */}
      {game.locked ? (
        <p className="people__locked">{texts.locked}</p>
      ) : (
        <>
          <button type="button" className="button" onClick={share}>
            {copied ? texts.copiedToClipboard : texts.copyShareLink}
          </button>
          <JoinQrCode url={joinUrl(code)} />
        </>
      )}
      <h2 className="people__heading">
        {texts.players} <span className="counter">{players.length}</span>
      </h2>
      <ul className="people__list">
        {players.map((player) => {
          const isOnline = online.has(player.code);
          return (
            <li key={player.id} className={isOnline ? "is-online" : undefined} data-presence={isOnline ? "online" : "offline"}>
              <PersonIcon online={isOnline} />
              <span className="people__name" dir="auto">{player.screenName}</span>
              <span className="visually-hidden">{isOnline ? texts.online : texts.offline}</span>
              {player.role === "CREATOR" && <span className="people__role">{texts.host}</span>}
              {player.isOwner && player.role !== "CREATOR" && <span className="people__role">{texts.createdIt}</span>}
              {iAmHost && player.id !== me.id && <HandOverButton gameCode={code} player={player} />}
              {oneAway.has(player.id) && <span className="badge">{texts.oneAway}</span>}
              {iAmHost && player.id !== me.id && !player.isOwner && (
                <ConfirmStep
                  className="icon-button people__remove"
                  disabled={removal.busy}
                  label={fill(texts.remove, { name: player.screenName })}
                  question={fill(texts.removeQuestion, { name: player.screenName })}
                  confirmLabel={texts.removeConfirm}
                  onConfirm={() => void remove(player)}
                >
                  <CrossIcon />
                </ConfirmStep>
              )}
            </li>
          );
        })}
      </ul>
      <CallProblem problem={removal.problem} />
      <SeatList game={game} iAmHost={iAmHost} />
      {iAmHost && <HostControls game={game} me={me} />}
      {!iAmHost && me.isOwner && <TakeBackButton gameCode={code} />}
      <Prophets entries={entries} players={players} />
    </div>
  );
}

/** Whose predictions came true this round, most first (shared/prophets.ts); none before a mark. */
function Prophets({ entries, players }: { entries: Entry[]; players: Player[] }) {
  const t = useStrings();
  const language = useLanguage();
  const prophets = prophetTally(entries, players);
  if (prophets.length === 0) return null;
  return (
    <>
      <h2 className="people__heading">{t.play.words.prophets}</h2>
      <ol className="people__list people__prophets">
        {prophets.map((prophet) => (
          <li key={prophet.playerId}>
            <span className="people__name" dir="auto">{prophet.screenName}</span>
            <span className="counter">{prophet.count}</span>
            <span className="visually-hidden">{` ${plural(language, prophet.count, t.play.people.prophetCount)}`}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
