import { eq, sql } from "drizzle-orm";
import { freeScreenNames } from "../../shared/unique-screen-name";
import type { Database } from "../db/database.server";
import { players, type GameRow, type PlayerRow } from "../db/schema";
import type { GameEvent } from "./game-events";
import { playerView, publicPlayer } from "./game-view.server";
import { firstFreeName, NAMES_OFFERED } from "./first-free-name.server";
import { bumpVersionIf } from "./guarded-commit.server";
import { joinAnswerOf, joinAnswerQueries, type JoinAnswer } from "./join-answer.server";

/**
 * A member joining their game again (the invite link opened a second time): the game as it
 * is, under the name they gave now. A new name follows the join's rule (DESIGN.md:
 * a name taken by someone else gets " (2)", …), so it is saved, never silently dropped; the
 * same name changes nothing, writes nothing and tells nobody, even when it was given a number
 * ("Ann (3)" joining again as "Ann" stays "Ann (3)"). A new name tells everyone the player
 * alone: clients rename the entries they wrote themselves, so joining again and again under
 * two names costs every socket a few bytes, not all of a player's entries each time.
 */
export async function rejoin(
  db: Database,
  game: GameRow,
  me: PlayerRow,
  screenName: string,
  takenNames: ReadonlyArray<{ screenName: string }>,
): Promise<{ answer: JoinAnswer; event: GameEvent | null }> {
  const othersNames = new Set(takenNames.map((player) => player.screenName));
  othersNames.delete(me.screenName);
  const names = freeScreenNames(screenName, othersNames, NAMES_OFFERED);
  if (names[0] === me.screenName || isNumberedFormOf(me.screenName, screenName)) {
    return { answer: joinAnswerOf(await db.batch(joinAnswerQueries(db, game.code)), me), event: null };
  }

  const stillMember = sql`(SELECT ${players.removedAt} FROM ${players} WHERE ${players.id} = ${me.id}) IS NULL`;
  const [[bumped], [renamed], ...answerRows] = await db.batch([
    bumpVersionIf(db, game.id, stillMember),
    db
      .update(players)
      .set({ screenName: firstFreeName(game.id, names, me.id) })
      .where(eq(players.id, me.id))
      .returning(),
    ...joinAnswerQueries(db, game.code),
  ]);
  const answer = joinAnswerOf(answerRows, renamed!);
  return {
    answer,
    event: {
      type: "player-renamed",
      version: bumped!.version,
      player: playerView(publicPlayer(renamed!, game)),
    },
  };
}

/** Whether `name` is `wanted` with the number a taken name is given: "Ann (3)" of "Ann". */
function isNumberedFormOf(name: string, wanted: string): boolean {
  const numbered = /^(.*) \((\d+)\)$/.exec(name);
  return numbered !== null && numbered[1] === wanted && Number(numbered[2]) >= 2;
}
