-- Tanya Jawab (issue 39, decision 081): the public, edited versions of answered questions, and
-- their search index (as search_entries is the articles', migration 0013: WITHOUT ROWID).
CREATE TABLE `qa_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_id` integer NOT NULL,
	`title` text NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`category` text NOT NULL,
	`published_at` integer,
	`reviewer_name` text,
	`reviewer_credential` text,
	`reviewed_at` text,
	`sources` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "qa_entries_texts_check" CHECK(length(trim("qa_entries"."title")) > 0 and length(trim("qa_entries"."question")) > 0 and length(trim("qa_entries"."answer")) > 0),
	CONSTRAINT "qa_entries_category_check" CHECK("qa_entries"."category" in ('Kehamilan', 'Persalinan', 'Nifas', 'Menyusui', 'Tumbuh Kembang Bayi', 'Kontrasepsi', 'Kesehatan Reproduksi', 'Lainnya')),
	CONSTRAINT "qa_entries_sources_check" CHECK(json_valid("qa_entries"."sources") and json_type("qa_entries"."sources") = 'array'),
	CONSTRAINT "qa_entries_published_review_check" CHECK("qa_entries"."published_at" is null or (length(trim(coalesce("qa_entries"."reviewer_name", ''))) > 0 and "qa_entries"."reviewed_at" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("qa_entries"."reviewed_at") = "qa_entries"."reviewed_at" and json_array_length("qa_entries"."sources") > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `qa_entries_question_id_unique` ON `qa_entries` (`question_id`);--> statement-breakpoint
CREATE INDEX `qa_entries_published_at_idx` ON `qa_entries` (`published_at`);--> statement-breakpoint
CREATE INDEX `qa_entries_category_published_at_idx` ON `qa_entries` (`category`,`published_at`);--> statement-breakpoint
CREATE TABLE `qa_search_entries` (
	`entry` text NOT NULL,
	`qa_id` integer NOT NULL,
	`weight` integer NOT NULL,
	PRIMARY KEY(`entry`, `qa_id`),
	FOREIGN KEY (`qa_id`) REFERENCES `qa_entries`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `qa_search_entries_qa_id_idx` ON `qa_search_entries` (`qa_id`);