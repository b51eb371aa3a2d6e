-- Entry ids name their game (shared/entry-ids.ts): a game's ids run from its floor to the floor
-- of the next code. The room keeps its last id here (durable-objects/held-game-load.ts) and
-- refuses an entry past it, which would otherwise take an id that names another game.
CREATE TABLE IF NOT EXISTS `entry_id_range` (`last_id` integer NOT NULL);
--> statement-breakpoint
CREATE TRIGGER `entries_stay_in_their_game` BEFORE INSERT ON `entries`
WHEN (SELECT coalesce(max(seq), 0) FROM sqlite_sequence WHERE name = 'entries') >= (SELECT last_id FROM entry_id_range)
BEGIN
  SELECT RAISE(ABORT, 'ENTRY_IDS_USED_UP');
END;
