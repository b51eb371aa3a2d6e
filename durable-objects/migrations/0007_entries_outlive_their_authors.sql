-- SQLite cannot drop NOT NULL in place: the table is rebuilt. D1 ignores foreign_keys=OFF;
-- deferring the checks to the commit is its way (nothing references entries).
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`player_id` integer,
	`text` text NOT NULL,
	`normalized_text` text NOT NULL,
	`display_order` integer NOT NULL,
	`is_marked` integer DEFAULT false NOT NULL,
	`marked_by` integer,
	`marked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`marked_by`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_entries`("id", "game_id", "player_id", "text", "normalized_text", "display_order", "is_marked", "marked_by", "marked_at", "created_at") SELECT "id", "game_id", "player_id", "text", "normalized_text", "display_order", "is_marked", "marked_by", "marked_at", "created_at" FROM `entries`;--> statement-breakpoint
DROP TABLE `entries`;--> statement-breakpoint
ALTER TABLE `__new_entries` RENAME TO `entries`;--> statement-breakpoint
CREATE UNIQUE INDEX `entries_game_normalized_text_unique` ON `entries` (`game_id`,`normalized_text`);--> statement-breakpoint
CREATE INDEX `entries_game_display_order_idx` ON `entries` (`game_id`,`display_order`);--> statement-breakpoint
PRAGMA defer_foreign_keys = off;
