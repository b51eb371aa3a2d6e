CREATE TABLE `free_game_address_days` (
	`address_hash` text NOT NULL,
	`day` integer NOT NULL,
	`games` integer NOT NULL,
	PRIMARY KEY(`address_hash`, `day`)
);
