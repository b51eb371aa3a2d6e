CREATE TABLE `pass_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`payment_intent_id` text NOT NULL,
	`attempt` integer,
	`granted_at` integer,
	`grant_token` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pass_payments_payment_intent_id_unique` ON `pass_payments` (`payment_intent_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `pass_payments_user_attempt_unique` ON `pass_payments` (`user_id`,`attempt`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL
);
