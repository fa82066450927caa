-- Ibu & anak binaan (issue 38, decision 078): a member's revocable consent to share with the
-- midwives (one standing at a time, the earlier ones kept as the record), each midwife's view of
-- her data, and the midwives' follow-up notes and "done at the practice" marks.
CREATE TABLE `care_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`granted_at` integer NOT NULL,
	`withdrawn_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "care_consents_order_check" CHECK("care_consents"."withdrawn_at" is null or "care_consents"."withdrawn_at" >= "care_consents"."granted_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `care_consents_standing_idx` ON `care_consents` (`user_id`) WHERE "care_consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX `care_consents_user_id_idx` ON `care_consents` (`user_id`,`granted_at`);--> statement-breakpoint
CREATE TABLE `care_marks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` text NOT NULL,
	`item_key` text NOT NULL,
	`marked_by` text,
	`marked_by_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`marked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "care_marks_item_key_check" CHECK(length("care_marks"."item_key") between 1 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `care_marks_item_idx` ON `care_marks` (`member_id`,`item_key`);--> statement-breakpoint
CREATE TABLE `care_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` text NOT NULL,
	`child_id` integer,
	`author_id` text,
	`author_name` text NOT NULL,
	`note` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "care_notes_note_check" CHECK(length("care_notes"."note") between 1 and 280)
);
--> statement-breakpoint
CREATE INDEX `care_notes_member_idx` ON `care_notes` (`member_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `care_notes_child_id_idx` ON `care_notes` (`child_id`);--> statement-breakpoint
CREATE TABLE `care_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` text NOT NULL,
	`viewer_id` text,
	`viewer_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`viewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `care_views_member_idx` ON `care_views` (`member_id`,`created_at`);