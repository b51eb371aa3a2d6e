-- D1's migration 0022 for the rooms that hold their games: where an entry's words came from,
-- typed or a starter idea (docs/api.md, Entry). Added, so a live game's rows stay as they are.
ALTER TABLE `entries` ADD `origin` text DEFAULT 'TYPED' NOT NULL;
