-- The search index (issue 33, decision 070): ordinary tables, so `wrangler d1 export` (and so
-- `npm run db:backup`) still works, which an FTS5 virtual table would break. WITHOUT ROWID: the
-- key is the row, and inserts here leave last_insert_rowid() to the article just inserted.
-- Empty after this migration: `npm run search:rebuild` fills it from the articles (the seed runs
-- it; `npm run deploy` runs it with --if-stale after the Worker is deployed).
CREATE TABLE `search_entries` (
	`entry` text NOT NULL,
	`article_id` integer NOT NULL,
	`weight` integer NOT NULL,
	PRIMARY KEY(`entry`, `article_id`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `search_entries_article_id_idx` ON `search_entries` (`article_id`);--> statement-breakpoint
CREATE TABLE `search_meta` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `search_vocabulary` (
	`entry` text PRIMARY KEY NOT NULL,
	`backwards` text NOT NULL,
	`articles` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `search_vocabulary_backwards_idx` ON `search_vocabulary` (`backwards`);