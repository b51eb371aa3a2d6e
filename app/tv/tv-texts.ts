import type { Entry, Game, Player } from "../../shared/api-types";
import { ENTRIES_TO_START } from "../../shared/constants";
import { REFUSAL_MESSAGES } from "../../shared/refusal-messages";
import { endedBy } from "../game/round-over";

/** What the TV view says of the game, in words for a room (docs/decisions/018-tv-view.md). */

/** The line under the game's name: where the game stands, and what is next. */
export function tvStanding(game: Game, entries: readonly Entry[]): { stage: string; detail: string } {
  const winner = playerName(game.players, game.winnerId);
  switch (game.status) {
    case "SETUP": {
      const missing = ENTRIES_TO_START - entries.length;
      return {
        stage: "Adding predictions",
        detail: missing > 0 ? REFUSAL_MESSAGES.notEnoughEntries(missing) : `Ready: waiting for ${hostName(game)} to start`,
      };
    }
    case "PLAY": {
      const marked = entries.filter((entry) => entry.isMarked).length;
      const last = game.pastRounds.at(-1);
      const lastWinner = last ? ` · Round ${last.number} won by ${last.winnerName ?? "someone"}` : "";
      return { stage: `Round ${game.round}`, detail: `${marked} of ${entries.length} predictions came true${lastWinner}` };
    }
    case "BINGO":
      return { stage: "Bingo!", detail: `${winner ?? "Someone"} won round ${game.round}` };
    case "COMPLETE":
      return {
        stage: "Game over",
        detail: winner ? `${winner} won` : `${endedBy(game)} ended the game before anyone called Bingo.`,
      };
  }
}

/** Who is one away, in a sentence; null when nobody is (or the round is not being played). */
export function oneAwaySentence(game: Game): string | null {
  if (game.status !== "PLAY") return null;
  const names = (game.oneAwayPlayerIds ?? [])
    .map((id) => playerName(game.players, id))
    .filter((name): name is string => name !== null);
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is one away!`;
  const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} more`] : names;
  return `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)} are one away!`;
}

/** Who marked an entry, by name; "someone" for a player no longer in the game. */
export function markedByName(entry: Entry, players: readonly Player[]): string | null {
  if (!entry.isMarked) return null;
  return playerName(players, entry.markedBy) ?? "someone";
}

function hostName(game: Game): string {
  return game.players.find((player) => player.role === "CREATOR")?.screenName ?? "the host";
}

function playerName(players: readonly Player[], id: number | null): string | null {
  return players.find((player) => player.id === id)?.screenName ?? null;
}
