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
	CONSTRAINT "qa_entries_published_review_check" CHECK("qa_entries"."published_at" is null or ("qa_entries"."reviewer_name" is not null and "qa_entries"."reviewed_at" is not null and json_array_length("qa_entries"."sources") > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `qa_entries_question_id_unique` ON `qa_entries` (`question_id`);--> statement-breakpoint
CREATE INDEX `qa_entries_published_at_idx` ON `qa_entries` (`published_at`);--> statement-breakpoint
CREATE INDEX `qa_entries_category_published_at_idx` ON `qa_entries` (`category`,`published_at`);