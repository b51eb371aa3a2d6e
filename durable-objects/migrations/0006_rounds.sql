CREATE TABLE `round_marks` (
	`game_id` integer NOT NULL,
	`round` integer NOT NULL,
	`entry_id` integer NOT NULL,
	`text` text NOT NULL,
	`marked_by` integer,
	`marked_at` integer,
	PRIMARY KEY(`game_id`, `round`, `entry_id`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `games` ADD `round` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `past_rounds` text DEFAULT '[]' NOT NULL;