ALTER TABLE `games` ADD `boards_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): games.boards_version counts every change
-- to the set of dealt boards of a game, whichever code path makes it (docs/decisions/017).
CREATE TRIGGER `players_boards_inserted` AFTER INSERT ON `players` WHEN NEW.`board_entries` IS NOT NULL
BEGIN
  UPDATE `games` SET `boards_version` = `boards_version` + 1 WHERE `id` = NEW.`game_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `players_boards_updated` AFTER UPDATE OF `board_entries`, `removed_at`, `game_id` ON `players`
BEGIN
  UPDATE `games` SET `boards_version` = `boards_version` + 1 WHERE `id` IN (OLD.`game_id`, NEW.`game_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `players_boards_deleted` AFTER DELETE ON `players` WHEN OLD.`board_entries` IS NOT NULL
BEGIN
  UPDATE `games` SET `boards_version` = `boards_version` + 1 WHERE `id` = OLD.`game_id`;
END;
