-- Questioned marks and the table's votes on them (durable-objects/mark-questions.ts, docs/decisions/030):
-- the room's own, new tables only. A vote outlives the room's sleep: its end is the room's alarm.
CREATE TABLE IF NOT EXISTS `mark_questions` (
  `id` integer PRIMARY KEY AUTOINCREMENT,
  `round` integer NOT NULL,
  `entry_id` integer NOT NULL,
  `marked_at` integer NOT NULL,
  `marked_by` integer NOT NULL,
  `asked_by` integer NOT NULL,
  `ends_at` integer NOT NULL,
  -- JSON array of the player ids who may vote: those online when it was asked (but the marker), the asker, later voters.
  `voters` text NOT NULL,
  -- NULL while the table votes; then 'kept' or 'undone'.
  `outcome` text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `mark_questions_open` ON `mark_questions` (`outcome`, `ends_at`);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `mark_question_votes` (
  `question_id` integer NOT NULL,
  `player_id` integer NOT NULL,
  `keep` integer NOT NULL,
  PRIMARY KEY (`question_id`, `player_id`)
);
