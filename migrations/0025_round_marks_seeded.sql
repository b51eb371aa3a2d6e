-- A kept mark of a prediction carried over from last year keeps the entry's seeded author (their
-- D1 id and the name they wrote it under): the round's result still credits them, their join
-- claims it, and their account's deletion clears it (docs/decisions/043).
ALTER TABLE `round_marks` ADD `seeded_by` integer;--> statement-breakpoint
ALTER TABLE `round_marks` ADD `seeded_name` text;
