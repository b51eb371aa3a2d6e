CREATE TABLE `seats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`round` integer NOT NULL,
	`name` text NOT NULL,
	`board_entries` text NOT NULL,
	`claim_token` text NOT NULL,
	`claimed_by` integer,
	`won_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `seats_game_round_idx` ON `seats` (`game_id`,`round`);