-- The private calendar address of issue 37 (decision 077): per member, the SHA-256 of its random
-- token (never the token), and whether her children's names show in it.
CREATE TABLE `reminder_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`names` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reminder_feeds_token_hash_check" CHECK(length("reminder_feeds"."token_hash") = 64),
	CONSTRAINT "reminder_feeds_names_check" CHECK("reminder_feeds"."names" in (0, 1))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_feeds_token_hash_idx` ON `reminder_feeds` (`token_hash`);