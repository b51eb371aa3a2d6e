ALTER TABLE `entries` ADD `mark_changed_version` integer;--> statement-breakpoint
ALTER TABLE `entries` ADD `mark_changed_by` integer;--> statement-breakpoint
ALTER TABLE `players` ADD `removed_at` integer;