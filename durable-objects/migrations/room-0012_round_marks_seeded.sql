-- D1's migration 0025 for the rooms that hold their games: a kept mark's seeded author, as the
-- entry had it (docs/decisions/043). Added, so a live game's rows stay as they are.
ALTER TABLE `round_marks` ADD `seeded_by` integer;--> statement-breakpoint
ALTER TABLE `round_marks` ADD `seeded_name` text;
