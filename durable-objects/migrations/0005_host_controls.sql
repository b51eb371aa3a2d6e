ALTER TABLE `games` ADD `join_locked` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `ended_at` integer;