-- What completes a board this round, how many players can win it, and the places won so far
-- (docs/decisions/029-patterns-and-places.md); every game before this is a one-winner line game.
-- Added in place (drizzle-kit would rebuild the table for the CHECKs, which D1's foreign keys and
-- migration 0010's triggers do not survive); the snapshot in meta/ holds the same schema.
ALTER TABLE `games` ADD `pattern` text DEFAULT 'line' NOT NULL CHECK (`pattern` IN ('line', 'corners', 'x', 'blackout'));--> statement-breakpoint
ALTER TABLE `games` ADD `places` integer DEFAULT 1 NOT NULL CHECK (`places` IN (1, 2, 3));--> statement-breakpoint
ALTER TABLE `games` ADD `winners` text DEFAULT '[]' NOT NULL;
