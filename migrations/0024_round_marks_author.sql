-- Who wrote a mark's entry, and whether it was a starter idea, kept with the mark: a came-true
-- prediction taken out of the pool after its round was won still shows in that round's result
-- with its author's credit (docs/decisions/042).
ALTER TABLE `round_marks` ADD `player_id` integer;--> statement-breakpoint
ALTER TABLE `round_marks` ADD `origin` text;
