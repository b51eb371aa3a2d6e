ALTER TABLE `pass_payments` ADD `revoked_at` integer;--> statement-breakpoint
ALTER TABLE `pass_payments` ADD `revoke_token` text;--> statement-breakpoint
ALTER TABLE `pass_payments` ADD `receipt_email` text;