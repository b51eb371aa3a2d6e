CREATE TABLE `deleted_games` (
	`code` text PRIMARY KEY NOT NULL,
	`deleted_at` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `players_code_unique`;--> statement-breakpoint
ALTER TABLE `players` ADD `index_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `players_game_code_unique` ON `players` (`game_id`,`code`);--> statement-breakpoint
ALTER TABLE `games` ADD `index_version` integer DEFAULT 0 NOT NULL;