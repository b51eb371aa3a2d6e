-- The room's own schema from here on (docs/decisions/027-room-and-index.md): additive steps only,
-- each reviewed for a room that holds a live game. Files before this one are D1's migrations as they
-- stood when rooms began to hold games, frozen: D1's later migrations never reach a room.

-- The columns D1's index keeps beside the game (workers/db/schema.ts): unused in the room, present so
-- the rules' queries select the same columns in either database.
ALTER TABLE `games` ADD `index_version` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `players` ADD `index_version` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- What D1 took of the room's memberships, by account: a write carries only what changed since.
CREATE TABLE IF NOT EXISTS `room_index_rows` (`user_id` integer PRIMARY KEY, `row` text NOT NULL);
--> statement-breakpoint
-- The transactional outbox (durable-objects/index-rows.ts): a row for every change that moves
-- D1's index, written by these triggers in the change's own transaction, deleted only once D1 took a
-- write made after it. A room that crashes between its commit and D1 finds the row on its next alarm.
CREATE TABLE IF NOT EXISTS `index_outbox` (
  `id` integer PRIMARY KEY AUTOINCREMENT,
  `what` text NOT NULL,
  `queued_at` integer NOT NULL DEFAULT (unixepoch('subsec') * 1000)
);
--> statement-breakpoint
CREATE TRIGGER `index_outbox_game_inserted` AFTER INSERT ON `games`
BEGIN
  INSERT INTO `index_outbox` (`what`) VALUES ('game');
END;
--> statement-breakpoint
-- Only the columns D1's index keeps: a mark bumps the version alone and moves nothing there.
CREATE TRIGGER `index_outbox_game_updated` AFTER UPDATE ON `games`
WHEN OLD.`name` IS NOT NEW.`name` OR OLD.`description` IS NOT NEW.`description` OR OLD.`status` IS NOT NEW.`status`
  OR OLD.`winner_id` IS NOT NEW.`winner_id` OR OLD.`started_at` IS NOT NEW.`started_at` OR OLD.`won_at` IS NOT NEW.`won_at`
  OR OLD.`join_locked` IS NOT NEW.`join_locked` OR OLD.`round` IS NOT NEW.`round` OR OLD.`past_rounds` IS NOT NEW.`past_rounds`
  OR OLD.`host_change` IS NOT NEW.`host_change` OR OLD.`board_size` IS NOT NEW.`board_size` OR OLD.`user_id` IS NOT NEW.`user_id`
BEGIN
  INSERT INTO `index_outbox` (`what`) VALUES ('game');
END;
--> statement-breakpoint
CREATE TRIGGER `index_outbox_game_deleted` AFTER DELETE ON `games`
BEGIN
  INSERT INTO `index_outbox` (`what`) VALUES ('game-deleted');
END;
--> statement-breakpoint
CREATE TRIGGER `index_outbox_player_inserted` AFTER INSERT ON `players`
BEGIN
  INSERT INTO `index_outbox` (`what`) VALUES ('player');
END;
--> statement-breakpoint
CREATE TRIGGER `index_outbox_player_updated` AFTER UPDATE ON `players`
WHEN OLD.`code` IS NOT NEW.`code` OR OLD.`user_id` IS NOT NEW.`user_id` OR OLD.`screen_name` IS NOT NEW.`screen_name`
  OR OLD.`role` IS NOT NEW.`role` OR OLD.`removed_at` IS NOT NEW.`removed_at`
BEGIN
  INSERT INTO `index_outbox` (`what`) VALUES ('player');
END;
--> statement-breakpoint
CREATE TRIGGER `index_outbox_player_deleted` AFTER DELETE ON `players`
BEGIN
  INSERT INTO `index_outbox` (`what`) VALUES ('player');
END;
