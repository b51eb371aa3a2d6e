import { and, eq, isNull, sql } from "drizzle-orm";
import type { Game } from "../../shared/api-types";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { games, players, seats } from "../db/schema";
import type { GameChange } from "./game-events";
import { entryIdsQuery, isOwnerColumn, membershipQuery, playersQuery, requireMembership } from "./game-queries.server";
import { changedGameView, gameView } from "./game-view.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { seatsQuery, seatViews } from "./seat-views.server";

/**
 * DELETE /games/{code}/players/{playerCode}: the host removes a player who should not be
 * there (a leaked link), in any status; never the game's owner. The player's row stays, stamped `removed_at`: it is
 * the removal record (the unique (game, user) index keeps the account out, and join says
 * why), and the entries they wrote and the marks they made still point at it, so marks stay
 * and boards do not change. From then on they are not a member: every call is a 404, their
 * unused socket tickets are deleted, and the room closes their sockets after telling
 * everyone the new player list. A printed card they had claimed is paper again (its QR code
 * claims it anew, and the host can confirm its Bingo), not a seat held by nobody in the game.
 */
export async function removePlayer(
  db: Database,
  firebaseUid: string,
  code: string,
  playerCode: string,
  now: number,
): Promise<GameChange<Game>> {
  return commitWithRetry(async () => {
    const [membership, found] = await db.batch([
      membershipQuery(db, code, firebaseUid),
      db
        .select({ id: players.id, code: players.code, isOwner: isOwnerColumn })
        .from(players)
        .innerJoin(games, eq(games.id, players.gameId))
        .where(and(eq(games.code, code), eq(players.code, playerCode), isNull(players.removedAt))),
    ]);
    const { game, player: caller } = requireMembership(membership);
    if (caller.role !== "CREATOR") throw refusal("onlyCreatorCanRemove");
    const [target] = found;
    if (!target) throw refusal("playerNotFound");
    if (target.id === caller.id) throw refusal("cannotRemoveYourself");
    // The owner is never removed, by an acting host least of all: it is their game.
    if (target.isOwner) throw refusal("cannotRemoveOwner");

    // At commit: the caller is still this game's host, and the player still in it and not its owner.
    const stillAllowed = sql`EXISTS (SELECT 1 FROM players WHERE id = ${caller.id}
        AND role = 'CREATOR' AND removed_at IS NULL)
      AND EXISTS (SELECT 1 FROM players WHERE id = ${target.id} AND removed_at IS NULL
        AND user_id <> (SELECT user_id FROM games WHERE id = ${game.id}))`;
    // Their unused socket tickets are the room's: it drops them when it hears they departed.
    const [[bumped], , released, [after], everyone, oneAway, everySeat, marked] = await db.batch([
      bumpVersionIf(db, game.id, stillAllowed),
      db.update(players).set({ removedAt: now }).where(eq(players.id, target.id)),
      // The round in play's card only: a past round's stays as it was played.
      db
        .update(seats)
        .set({ claimedBy: null })
        .where(and(eq(seats.claimedBy, target.id), eq(seats.round, sql`(SELECT ${games.round} FROM ${games} WHERE ${games.id} = ${game.id})`)))
        .returning({ id: seats.id }),
      db.select().from(games).where(eq(games.id, game.id)),
      playersQuery(db, code),
      oneAwayQuery(db, game.id),
      seatsQuery(db, game.id),
      entryIdsQuery(db, code, { markedOnly: true }),
    ]);
    const markedIds = new Set(marked.map((entry) => entry.id));
    const seatsNow = (forHost: boolean) => seatViews(everySeat, markedIds, forHost, after!.pattern);
    return {
      gameCode: code,
      data: released.length > 0 ? { ...gameView(after!, everyone, caller), seats: seatsNow(true) } : gameView(after!, everyone, caller),
      events: [
        // Marks stay: no entry changes.
        {
          type: "players-removed",
          ...changedGameView(bumped!.version, after!, everyone, []), departed: [target.code],
          oneAwayPlayerIds: oneAwayFromRow(oneAway),
          // The host stays the host and nobody else changes: who left is all the players' news.
          removedPlayerIds: [target.id],
          ...(released.length > 0 ? { seats: seatsNow(false) } : {}),
        },
      ],
    };
  });
}
