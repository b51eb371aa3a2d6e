import { useEffect, useRef, useState } from "react";
import type { Game } from "../../shared/api-types";
import { problemMessage } from "../forms/form-status";
import { useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";
import { tvViewPath } from "./host-api";
import { shareOrCopy } from "./share-or-copy";

/** SPEC §9: a 'Copied' label lasts 5 s. */
const COPIED_FOR_MS = 5_000;

/**
 * The host's TV view (docs/decisions/018-tv-view.md): a link for the big
 * screen in the room, opened in a new tab (a laptop on the TV, or a cast tab), and shared or
 * copied for a TV's own browser. The link carries the game's viewer key, so whoever has it
 * sees the game as its players do, without signing in: it is the host's to hand on. The room
 * replaces the key when the host role moves or a player leaves, so the link is asked for each
 * time it is shown (the menu opens), and again while it is shown when that happens.
 */
export function TvViewLink({ game }: { game: Pick<Game, "code" | "hostChange" | "players"> }) {
  const t = useStrings();
  const texts = t.play.host;
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);

  const keyReplaced = useKeyReplacements(game);
  useEffect(() => {
    let cancelled = false;
    setUrl(null);
    tvViewPath(game.code).then(
      (path) => !cancelled && setUrl(new URL(path, window.location.origin).href),
      (error: unknown) => !cancelled && setProblem(problemMessage(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [game.code, keyReplaced]);

  useEffect(() => {
    if (copied !== "copied") return;
    const timer = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (!url) return;
    const outcome = await shareOrCopy({ title: texts.tvShareTitle, url }, url);
    if (outcome === "copied" || outcome === "failed") setCopied(outcome);
  }

  return (
    <>
      {url ? (
        <a className="button" href={url} target="_blank" rel="noopener">
          {texts.tvView}
        </a>
      ) : (
        <span className="button" aria-disabled="true">
          {texts.tvView}
        </span>
      )}
      <button type="button" className="button" disabled={!url} onClick={copy}>
        {copied === "copied" ? t.play.words.copied : texts.copyTvLink}
      </button>
      {problem && <p role="alert">{problem}</p>}
      {copied === "failed" && url && (
        <p>{fillNodes(texts.copyLinkByHand, { link: <span className="people__tv-link">{url}</span> })}</p>
      )}
    </>
  );
}

/**
 * How many times, while the link is shown, the game changed in a way that replaces its key:
 * the host role moved (`hostChange`), or a player seen here meanwhile has left.
 */
function useKeyReplacements(game: Pick<Game, "hostChange" | "players">): number {
  const [count, setCount] = useState(0);
  const seen = useRef<{ hostChangeAt: number | null; playerCodes: Set<string> } | null>(null);
  const hostChangeAt = game.hostChange?.at ?? null;
  const playerCodes = game.players.map((player) => player.code).join(" ");
  useEffect(() => {
    const present = new Set(playerCodes.split(" "));
    const before = seen.current;
    const replaced = before !== null && (before.hostChangeAt !== hostChangeAt || [...before.playerCodes].some((code) => !present.has(code)));
    // Joins are kept too: a player who joined after the link was asked may have been given it.
    seen.current = { hostChangeAt, playerCodes: replaced || !before ? present : new Set([...before.playerCodes, ...present]) };
    if (replaced) setCount((value) => value + 1);
  }, [hostChangeAt, playerCodes]);
  return count;
}
