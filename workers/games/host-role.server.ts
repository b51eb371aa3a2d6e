import { and, eq, inArray, sql } from "drizzle-orm";
import type { Game, HostChange } from "../../shared/api-types";
import { HOST_AWAY_MS } from "../../shared/constants";
import { refusal } from "../../shared/refusal";
import type { RoomPresenceReport } from "../../shared/room-wire";
import type { Database } from "../db/database.server";
import { games, players, type PlayerRow } from "../db/schema";
import type { GameChange } from "./game-events";
import { gameIdByCode, membershipQuery, playersQuery, requireMembership } from "./game-queries.server";
import { gameView } from "./game-view.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";

/**
 * The host role (players.role CREATOR) moves from one player to another
 * (docs/decisions/015-host-continuity.md). `games.user_id` stays the user who created (and
 * paid for) the game, its owner: the paywall counts creations, not hosting, and the owner
 * can take the role back at any time.
 */

/** POST /games/{code}/host: the host gives the role to another player of the game. */
export function handOverHost(
  db: Database,
  firebaseUid: string,
  code: string,
  targetCode: string,
  now: number,
): Promise<GameChange<Game>> {
  return commitWithRetry(async () => {
    const [membership, everyone] = await db.batch([membershipQuery(db, code, firebaseUid), allPlayersQuery(db, code)]);
    const { game, player: me } = requireMembership(membership);
    if (me.role !== "CREATOR") throw refusal("onlyHost");
    // A removed player is no player of the game (docs/api.md): the role never goes to them.
    const target = everyone.find((player) => player.code === targetCode && player.removedAt === null);
    if (!target) throw refusal("playerNotFound");
    if (target.id === me.id) throw refusal("alreadyHost");
    return moveHostRole(db, code, game.id, me, target, me, "handed-over", now);
  });
}

/**
 * Whether the caller may take the host role over now; if not, why, and in how many
 * milliseconds they might (null: not as things stand). Shared by the offer and the take-over.
 */
export type TakeOverChance =
  | { allowed: true; inMs: 0 }
  | { allowed: false; inMs: number | null; refusal: "hostNotAway" | "notLongestPresent" };

/**
 * The rule of docs/decisions/015: the owner at any time (their game, which they may have
 * lent); anyone else only when the host has been offline long enough and they are the online
 * player here longest.
 */
export function takeOverChance(
  me: Pick<PlayerRow, "code"> & { isOwner: boolean },
  report: RoomPresenceReport | null,
  now: number,
): TakeOverChance {
  if (me.isOwner) return { allowed: true, inMs: 0 };
  if (!report || report.offlineSince === null) return { allowed: false, inMs: null, refusal: "hostNotAway" };
  if (report.longestPresent !== me.code) return { allowed: false, inMs: null, refusal: "notLongestPresent" };
  const inMs = report.offlineSince + HOST_AWAY_MS - now;
  return inMs <= 0 ? { allowed: true, inMs: 0 } : { allowed: false, inMs, refusal: "hostNotAway" };
}

/** Reads what the take-over rule needs: the caller (and whether they own the game), the game and its current host. */
export async function readHostSeat(db: Database, firebaseUid: string, code: string) {
  const [membership, everyone] = await db.batch([membershipQuery(db, code, firebaseUid), allPlayersQuery(db, code)]);
  const { game, player } = requireMembership(membership);
  const me = { ...player, isOwner: player.userId === game.userId };
  // A removed player never gets the role, but a game's record may hold one who did: they have
  // no socket, so they count as away and the role can still be taken from them.
  const host = everyone.find((other) => other.role === "CREATOR");
  return { game, me, host };
}

/**
 * POST /games/{code}/host/take-over: the caller becomes host, the offline host a player.
 * `report` is the room's presence for the host (workers/realtime asks it; this floor cannot).
 */
export function takeOverHost(
  db: Database,
  firebaseUid: string,
  code: string,
  reportFor: (hostCode: string) => Promise<RoomPresenceReport>,
  now: number,
) {
  return commitWithRetry(async () => {
    const { game, me, host } = await readHostSeat(db, firebaseUid, code);
    if (me.role === "CREATOR") throw refusal("alreadyHost").inField("game");
    if (!host) throw refusal("hostNotAway", HOST_AWAY_MS / 60_000);
    const chance = takeOverChance(me, me.isOwner ? null : await reportFor(host.code), now);
    if (!chance.allowed) {
      throw chance.refusal === "hostNotAway" ? refusal("hostNotAway", HOST_AWAY_MS / 60_000) : refusal("notLongestPresent");
    }
    return moveHostRole(db, code, game.id, host, me, me, me.isOwner ? "owner-back" : "took-over", now);
  });
}

function allPlayersQuery(db: Database, code: string) {
  return db
    .select({ id: players.id, code: players.code, role: players.role, removedAt: players.removedAt })
    .from(players)
    .where(inArray(players.gameId, gameIdByCode(db, code)));
}

/**
 * One guarded batch: `from` must still be the host and `to` still a player (not removed) at commit time,
 * else the whole change rolls back and is tried again on fresh data.
 */
async function moveHostRole(
  db: Database,
  code: string,
  gameId: number,
  from: Pick<PlayerRow, "id">,
  to: Pick<PlayerRow, "id">,
  viewer: Pick<PlayerRow, "id">,
  reason: HostChange["reason"],
  now: number,
) {
  const hostChange: HostChange = { reason, fromPlayerId: from.id, toPlayerId: to.id, at: now };
  const stillSo = sql`EXISTS (SELECT 1 FROM players WHERE id = ${from.id} AND game_id = ${gameId} AND role = 'CREATOR')
    AND EXISTS (SELECT 1 FROM players WHERE id = ${to.id} AND game_id = ${gameId} AND removed_at IS NULL)`;
  const [[bumped], , , [updated], everyone, [mine]] = await db.batch([
    bumpVersionIf(db, gameId, stillSo),
    db.update(games).set({ hostChange }).where(eq(games.id, gameId)),
    db
      .update(players)
      .set({ role: sql`CASE WHEN ${players.id} = ${to.id} THEN 'CREATOR' ELSE 'PLAYER' END` })
      .where(and(eq(players.gameId, gameId), inArray(players.id, [from.id, to.id]))),
    db.select().from(games).where(eq(games.id, gameId)),
    playersQuery(db, code),
    db.select().from(players).where(eq(players.id, viewer.id)),
  ]);
  return {
    gameCode: code,
    data: gameView(updated!, everyone, mine!),
    events: [{ type: "host-moved" as const, version: bumped!.version, game: gameView(updated!, everyone, null) }],
  };
}
