import type { Entry, Game, Player } from "../../shared/api-types";
import { entriesToStart } from "../../shared/board-shape";
import { fill } from "../../shared/i18n/fill";
import type { Language } from "../../shared/languages";
import type { Catalogue } from "../i18n/catalogue/catalogue";
import { plural } from "../i18n/format";
import { seatsOneAway, seatsWithBingo, winnerName } from "../game/paper-seats";

/**
 * What the TV view says of the game, in words for a room (docs/decisions/018-tv-view.md), in
 * the page's language: `t` is its catalogue.
 */

type Strings = Pick<Catalogue, "tv" | "messages">;

/** The line under the game's name: where the game stands, and what is next. */
export function tvStanding(game: Game, entries: readonly Entry[], t: Strings): { stage: string; detail: string } {
  const say = t.tv.standing;
  const winner = winnerName(game);
  const host = hostName(game);
  switch (game.status) {
    case "SETUP": {
      const missing = entriesToStart(game.boardSize) - entries.length;
      return {
        stage: say.setupStage,
        detail:
          missing > 0
            ? fill(t.messages.refusals.notEnoughEntries, { missing })
            : host === null
              ? say.readyWaitingForHost
              : fill(say.readyWaitingFor, { host }),
      };
    }
    case "PLAY": {
      const marked = entries.filter((entry) => entry.isMarked).length;
      const marks = fill(say.marksSoFar, { marked, total: entries.length });
      const last = game.pastRounds.at(-1);
      const lastName = last?.winnerName ?? null;
      const lastWinner = !last
        ? ""
        : lastName === null
          ? fill(say.lastRoundWonBySomeone, { round: last.number })
          : fill(say.lastRoundWonBy, { round: last.number, name: lastName });
      return { stage: fill(say.roundStage, { round: game.round }), detail: lastWinner ? `${marks} · ${lastWinner}` : marks };
    }
    case "BINGO":
      return {
        stage: say.bingoStage,
        detail: winner === null ? fill(say.someoneWonRound, { round: game.round }) : fill(say.wonRound, { name: winner, round: game.round }),
      };
    case "COMPLETE":
      return {
        stage: say.overStage,
        // Only the host can end a game with no winner (app/game/round-over.ts).
        detail: winner !== null ? fill(say.won, { name: winner }) : host === null ? say.endedByHost : fill(say.endedBy, { host }),
      };
  }
}

/** Who is one away, in a sentence; null when nobody is (or the round is not being played). */
export function oneAwaySentence(game: Game, t: Pick<Catalogue, "tv">, language: Language): string | null {
  if (game.status !== "PLAY") return null;
  const say = t.tv.oneAway;
  // Paper seats are followed like phones: the cards one away are named with the players.
  const names = (game.oneAwayPlayerIds ?? [])
    .map((id) => playerName(game.players, id))
    .filter((name): name is string => name !== null)
    .concat(seatsOneAway(game));
  if (names.length === 0) return null;
  if (names.length === 1) return fill(say.one, { name: names[0]! });
  const shown = names.length > 4 ? [...names.slice(0, 3), plural(language, names.length - 3, say.more)] : names;
  const joined = fill(say.names, { first: shown.slice(0, -1).join(say.separator), last: shown.at(-1)! });
  return fill(say.several, { names: joined });
}

/** The paper seats whose card has a full line, waiting for the host's confirmation; null when none. */
export function seatBingoSentence(game: Game, t: Pick<Catalogue, "seats">): string | null {
  const names = seatsWithBingo(game).map((seat) => fill(t.seats.hasBingo, { name: seat.name }));
  return names.length > 0 ? names.join(" ") : null;
}

/** Who marked an entry, by name; "someone" for a player no longer in the game. */
export function markedByName(entry: Entry, players: readonly Player[], t: Pick<Catalogue, "tv">): string | null {
  if (!entry.isMarked) return null;
  return playerName(players, entry.markedBy) ?? t.tv.someone;
}

function hostName(game: Game): string | null {
  return game.players.find((player) => player.role === "CREATOR")?.screenName ?? null;
}

function playerName(players: readonly Player[], id: number | null): string | null {
  return players.find((player) => player.id === id)?.screenName ?? null;
}
