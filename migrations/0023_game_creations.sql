-- Which game a creation made, by the key its sender gave it (POST /games, docs/api.md): a
-- creation sent again after its answer was lost gets the game the first made. Rows go with their
-- account and game, and after a day.
CREATE TABLE `game_creations` (
	`user_id` integer NOT NULL,
	`creation_key` text NOT NULL,
	`game_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `creation_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
