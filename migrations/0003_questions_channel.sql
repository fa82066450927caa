-- Hand-written (drizzle-kit would rebuild the table): one column, with its check, added in place.
ALTER TABLE `questions` ADD `channel` text DEFAULT 'question' NOT NULL CONSTRAINT "questions_channel_check" CHECK("channel" in ('question', 'contact'));
