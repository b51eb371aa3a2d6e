import type { Entry, Player } from "./api-types";

/** A player whose predictions came true this round, and how many did. */
export interface Prophet {
  playerId: number;
  screenName: string;
  count: number;
}

/**
 * The round's prophets: for each author of a marked entry, how many of their
 * predictions came true; most first, then by name, so every screen lists them alike. An
 * author who has left the game is still credited, under "someone". A starter idea is nobody's
 * prophecy, whoever picked it (`starterIdeasCameTrue` counts those).
 */
export function prophetTally(
  entries: readonly Pick<Entry, "playerId" | "isMarked" | "origin">[],
  players: readonly Pick<Player, "id" | "screenName">[],
): Prophet[] {
  const counts = new Map<number, number>();
  for (const entry of entries) {
    // An author who deleted their account (playerId null) is nobody to credit.
    if (entry.isMarked && entry.playerId !== null && entry.origin !== "STARTER_IDEA") counts.set(entry.playerId, (counts.get(entry.playerId) ?? 0) + 1);
  }
  const names = new Map(players.map((player) => [player.id, player.screenName]));
  return [...counts]
    .map(([playerId, count]) => ({ playerId, screenName: names.get(playerId) ?? "someone", count }))
    .sort((a, b) => b.count - a.count || a.screenName.localeCompare(b.screenName));
}

/** How many of the round's starter ideas came true: nobody's to be credited with, but said. */
export const starterIdeasCameTrue = (entries: readonly Pick<Entry, "isMarked" | "origin">[]): number =>
  entries.filter((entry) => entry.isMarked && entry.origin === "STARTER_IDEA").length;
