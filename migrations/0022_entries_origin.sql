-- Where an entry's words came from: typed by a person, or a starter idea picked from the web
-- app's packs, which the result credits to nobody (docs/api.md, Entry; docs/decisions/026).
-- Every entry from before was typed, as far as anyone can tell now.
ALTER TABLE `entries` ADD `origin` text DEFAULT 'TYPED' NOT NULL;
