-- Who last changed an entry's text when that was not its author (the host, say): the entry says
-- so wherever it shows its author (docs/api.md, Entry). No foreign key: it outlives an editor who
-- deleted their account.
ALTER TABLE `entries` ADD `edited_by` integer;
