-- A game's board is 3, 4 or 5 squares a side; every game before this is 5×5.
-- Added in place (drizzle-kit would rebuild the table for the CHECK, which D1's foreign keys and
-- migration 0010's triggers do not survive); the snapshot in meta/ holds the same schema.
ALTER TABLE `games` ADD `board_size` integer DEFAULT 5 NOT NULL CHECK (`board_size` IN (3, 4, 5));
