-- Reminders (issue 37, decision 075): the settings and topics a member turns on, the mails the
-- hourly cron sent her (one per member and local day) and the items each reminded of; and the
-- outbox keeps a mail's extra headers (List-Unsubscribe), so a local run shows them.
CREATE TABLE `reminder_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mail_id` integer NOT NULL,
	`item_key` text NOT NULL,
	`kind` text NOT NULL,
	`item_start` text NOT NULL,
	FOREIGN KEY (`mail_id`) REFERENCES `reminder_mails`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reminder_items_kind_check" CHECK("reminder_items"."kind" in ('soon', 'late')),
	CONSTRAINT "reminder_items_item_start_check" CHECK("reminder_items"."item_start" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("reminder_items"."item_start") is "reminder_items"."item_start")
);
--> statement-breakpoint
CREATE INDEX `reminder_items_mail_id_idx` ON `reminder_items` (`mail_id`);--> statement-breakpoint
CREATE TABLE `reminder_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`sent_on` text NOT NULL,
	`status` text NOT NULL,
	`run_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reminder_mails_sent_on_check" CHECK("reminder_mails"."sent_on" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("reminder_mails"."sent_on") is "reminder_mails"."sent_on"),
	CONSTRAINT "reminder_mails_status_check" CHECK("reminder_mails"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_mails_user_day_idx` ON `reminder_mails` (`user_id`,`sent_on`);--> statement-breakpoint
CREATE INDEX `reminder_mails_created_at_idx` ON `reminder_mails` (`created_at`,`status`);--> statement-breakpoint
CREATE TABLE `reminder_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`time_zone` text NOT NULL,
	`email_on` integer NOT NULL,
	`birth_date` text,
	`checked_on` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reminder_settings_time_zone_check" CHECK("reminder_settings"."time_zone" in ('WIB', 'WITA', 'WIT')),
	CONSTRAINT "reminder_settings_email_on_check" CHECK("reminder_settings"."email_on" in (0, 1)),
	CONSTRAINT "reminder_settings_birth_date_check" CHECK("reminder_settings"."birth_date" is null or ("reminder_settings"."birth_date" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("reminder_settings"."birth_date") is "reminder_settings"."birth_date")),
	CONSTRAINT "reminder_settings_checked_on_check" CHECK("reminder_settings"."checked_on" is null or ("reminder_settings"."checked_on" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("reminder_settings"."checked_on") is "reminder_settings"."checked_on"))
);
--> statement-breakpoint
CREATE INDEX `reminder_settings_due_idx` ON `reminder_settings` (`email_on`,`time_zone`,`checked_on`);--> statement-breakpoint
CREATE TABLE `reminder_topics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`child_id` integer,
	`topic` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reminder_topics_topic_check" CHECK(("reminder_topics"."child_id" is null and "reminder_topics"."topic" = 'kehamilan') or ("reminder_topics"."child_id" is not null and "reminder_topics"."topic" in ('imunisasi', 'perkembangan', 'penimbangan', 'vitamin-a')))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_topics_unique_idx` ON `reminder_topics` (`user_id`, coalesce(`child_id`, 0), `topic`);--> statement-breakpoint
CREATE INDEX `reminder_topics_child_id_idx` ON `reminder_topics` (`child_id`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text;