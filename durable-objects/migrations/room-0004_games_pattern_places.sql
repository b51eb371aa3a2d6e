-- D1's migration 0018 for the rooms that hold their games: what completes a board this round, how
-- many players can win it, and the places won so far (docs/decisions/029-patterns-and-places.md).
-- Added, so a live game's rows stay as they are (a line, one winner).
ALTER TABLE `games` ADD `pattern` text DEFAULT 'line' NOT NULL CHECK (`pattern` IN ('line', 'corners', 'x', 'blackout'));
--> statement-breakpoint
ALTER TABLE `games` ADD `places` integer DEFAULT 1 NOT NULL CHECK (`places` IN (1, 2, 3));
--> statement-breakpoint
ALTER TABLE `games` ADD `winners` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
-- D1's index carries them too (durable-objects/index-rows.ts): a change of them alone is delivered.
CREATE TRIGGER `index_outbox_game_places_updated` AFTER UPDATE ON `games`
WHEN OLD.`pattern` IS NOT NEW.`pattern` OR OLD.`places` IS NOT NEW.`places` OR OLD.`winners` IS NOT NEW.`winners`
BEGIN
  INSERT INTO `index_outbox` (`what`) VALUES ('game');
END;
