-- D1's migration 0024 for the rooms that hold their games: a kept mark's author and origin, so a
-- came-true prediction taken out between rounds still shows in the round's result
-- (docs/decisions/042). Added, so a live game's rows stay as they are.
ALTER TABLE `round_marks` ADD `player_id` integer;--> statement-breakpoint
ALTER TABLE `round_marks` ADD `origin` text;
