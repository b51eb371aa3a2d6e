-- D1's migration 0019 for the rooms that hold their games: a prediction carried over from last
-- year's game keeps its author's account and name until that author joins (docs/decisions/031).
-- Added, so a live game's rows stay as they are.
ALTER TABLE `entries` ADD `seeded_by` integer;
--> statement-breakpoint
ALTER TABLE `entries` ADD `seeded_name` text;
