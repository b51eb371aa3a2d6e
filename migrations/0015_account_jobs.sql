CREATE TABLE `account_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`source_uid` text NOT NULL,
	`source_user_id` integer NOT NULL,
	`target_uid` text,
	`target_user_id` integer,
	`args` text NOT NULL,
	`pending_games` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE INDEX `account_jobs_source_user_idx` ON `account_jobs` (`source_user_id`);--> statement-breakpoint
CREATE INDEX `account_jobs_unfinished_idx` ON `account_jobs` (`finished_at`);