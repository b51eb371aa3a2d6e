-- A finished game played again a year on (docs/decisions/031): the link from the old game to the
-- new one, in D1 as it spans games. One next game per game; codes, so it outlives either index row.
CREATE TABLE `games_played_again` (
	`game_code` text PRIMARY KEY NOT NULL,
	`next_code` text NOT NULL,
	`seed` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `games_played_again_next_code_unique` ON `games_played_again` (`next_code`);--> statement-breakpoint
-- A prediction carried over keeps its author's account and name until that author joins the new game.
ALTER TABLE `entries` ADD `seeded_by` integer;--> statement-breakpoint
ALTER TABLE `entries` ADD `seeded_name` text;
