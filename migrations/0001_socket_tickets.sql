CREATE TABLE `socket_tickets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`player_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `socket_tickets_token_hash_unique` ON `socket_tickets` (`token_hash`);--> statement-breakpoint
CREATE INDEX `socket_tickets_expires_at_idx` ON `socket_tickets` (`expires_at`);