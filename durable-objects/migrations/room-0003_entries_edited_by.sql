-- D1's migration 0017 for the rooms that hold their games: who last changed an entry's text when
-- that was not its author (docs/api.md, Entry). Added, so a live game's rows stay as they are.
ALTER TABLE `entries` ADD `edited_by` integer;
