-- TVs waiting to be paired with a game by a short code (shared/tv-pairing.ts, docs/api.md *The
-- TV view*): D1's, not a room's, since the TV knows no game yet. Short-lived rows.
CREATE TABLE `tv_pairings` (
	`code` text PRIMARY KEY NOT NULL,
	`secret_hash` text NOT NULL,
	`game_code` text,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tv_pairings_expires_at_idx` ON `tv_pairings` (`expires_at`);--> statement-breakpoint
-- Where an entry's words came from: typed by a person, or a starter idea picked from the web
-- app's packs, which the result credits to nobody (docs/api.md, Entry; docs/decisions/026).
-- Every entry from before was typed, as far as anyone can tell now.
ALTER TABLE `entries` ADD `origin` text DEFAULT 'TYPED' NOT NULL;
