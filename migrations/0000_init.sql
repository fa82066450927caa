CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`id_token` text,
	`access_token_expires_at` integer,
	`refresh_token_expires_at` integer,
	`scope` text,
	`password` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `accounts_user_id_idx` ON `accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`user_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_unique` ON `sessions` (`token`);--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`image` text,
	`phone` text,
	`role` text DEFAULT 'member' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "users_role_check" CHECK("users"."role" in ('member', 'admin', 'super_admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE TABLE `verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `verifications_identifier_idx` ON `verifications` (`identifier`);--> statement-breakpoint
CREATE TABLE `about_page` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`image_url` text,
	`qualifications_title` text,
	`qualifications_list` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "about_page_single_row" CHECK("about_page"."id" = 1),
	CONSTRAINT "about_page_qualifications_check" CHECK(json_valid("about_page"."qualifications_list") and json_type("about_page"."qualifications_list") = 'array')
);
--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`content` text NOT NULL,
	`category` text NOT NULL,
	`author` text,
	`author_id` text,
	`image_url` text,
	`featured` integer DEFAULT false NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`published_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`shares` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`category`) REFERENCES `categories`(`name`) ON UPDATE cascade ON DELETE restrict,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "articles_tags_check" CHECK(json_valid("articles"."tags") and json_type("articles"."tags") = 'array'),
	CONSTRAINT "articles_counts_check" CHECK("articles"."views" >= 0 and "articles"."shares" >= 0)
);
--> statement-breakpoint
CREATE INDEX `articles_published_at_idx` ON `articles` (`published_at`);--> statement-breakpoint
CREATE INDEX `articles_category_published_at_idx` ON `articles` (`category`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_featured_published_at_idx` ON `articles` (`featured`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_created_at_idx` ON `articles` (`created_at`);--> statement-breakpoint
CREATE INDEX `articles_author_id_idx` ON `articles` (`author_id`);--> statement-breakpoint
CREATE TABLE `baby_growth_data` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`milestones` text NOT NULL,
	`who_standards` text NOT NULL,
	`stimulasi` text DEFAULT '[]' NOT NULL,
	`red_flags` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "baby_growth_data_id_check" CHECK(length("baby_growth_data"."id") between 1 and 40 and "baby_growth_data"."id" not glob '*[^a-z0-9-]*'),
	CONSTRAINT "baby_growth_data_json_check" CHECK(json_valid("baby_growth_data"."milestones") and json_type("baby_growth_data"."milestones") = 'object' and json_valid("baby_growth_data"."who_standards") and json_type("baby_growth_data"."who_standards") = 'object' and json_valid("baby_growth_data"."stimulasi") and json_type("baby_growth_data"."stimulasi") = 'array' and json_valid("baby_growth_data"."red_flags") and json_type("baby_growth_data"."red_flags") = 'array')
);
--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_unique` ON `categories` (`name`);--> statement-breakpoint
CREATE TABLE `legal_pages` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "legal_pages_id_check" CHECK("legal_pages"."id" in ('privacy-policy', 'disclaimer'))
);
--> statement-breakpoint
CREATE TABLE `qna_guidelines` (
	`id` integer PRIMARY KEY NOT NULL,
	`dos` text DEFAULT '[]' NOT NULL,
	`donts` text DEFAULT '[]' NOT NULL,
	`important_note` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "qna_guidelines_single_row" CHECK("qna_guidelines"."id" = 1),
	CONSTRAINT "qna_guidelines_lists_check" CHECK(json_valid("qna_guidelines"."dos") and json_type("qna_guidelines"."dos") = 'array' and json_valid("qna_guidelines"."donts") and json_type("qna_guidelines"."donts") = 'array')
);
--> statement-breakpoint
CREATE TABLE `services_info` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`points` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "services_info_single_row" CHECK("services_info"."id" = 1),
	CONSTRAINT "services_info_points_check" CHECK(json_valid("services_info"."points") and json_type("services_info"."points") = 'array')
);
--> statement-breakpoint
CREATE TABLE `site_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`footer_email` text,
	`footer_phone` text,
	`footer_location` text,
	`operational_hours` text,
	`practice_location_gmaps_link` text,
	`show_practice_location` integer DEFAULT false NOT NULL,
	`faq` text DEFAULT '[]' NOT NULL,
	`hero_title` text,
	`hero_subtitle` text,
	`hero_image_url` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK("site_settings"."id" = 1),
	CONSTRAINT "site_settings_faq_check" CHECK(json_valid("site_settings"."faq") and json_type("site_settings"."faq") = 'array')
);
--> statement-breakpoint
CREATE TABLE `article_reads` (
	`user_id` text NOT NULL,
	`article_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `article_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `article_reads_article_id_idx` ON `article_reads` (`article_id`);--> statement-breakpoint
CREATE TABLE `calculator_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`calculator_type` text NOT NULL,
	`input_data` text NOT NULL,
	`result` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "calculator_history_type_check" CHECK("calculator_history"."calculator_type" in ('hpl', 'fertility', 'weight_gain')),
	CONSTRAINT "calculator_history_json_check" CHECK(json_valid("calculator_history"."input_data") and json_type("calculator_history"."input_data") = 'object' and json_valid("calculator_history"."result") and json_type("calculator_history"."result") = 'object')
);
--> statement-breakpoint
CREATE INDEX `calculator_history_user_id_created_at_idx` ON `calculator_history` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`commenter_display_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "comments_content_check" CHECK(length(trim("comments"."content")) > 0)
);
--> statement-breakpoint
CREATE INDEX `comments_article_id_created_at_idx` ON `comments` (`article_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_user_id_idx` ON `comments` (`user_id`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text,
	`name` text,
	`email` text NOT NULL,
	`topic` text NOT NULL,
	`question` text NOT NULL,
	`status` text,
	`status_member` text,
	`answer` text,
	`conversation` text DEFAULT '[]' NOT NULL,
	`rating` integer,
	`review` text,
	`reviewer_display_name` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "questions_status_check" CHECK("questions"."status" is null or "questions"."status" in ('pending', 'answered')),
	CONSTRAINT "questions_status_member_check" CHECK("questions"."status_member" is null or "questions"."status_member" = 'closed'),
	CONSTRAINT "questions_rating_check" CHECK("questions"."rating" is null or "questions"."rating" between 1 and 5),
	CONSTRAINT "questions_conversation_check" CHECK(json_valid("questions"."conversation") and json_type("questions"."conversation") = 'array')
);
--> statement-breakpoint
CREATE INDEX `questions_created_at_idx` ON `questions` (`created_at`);--> statement-breakpoint
CREATE INDEX `questions_user_id_created_at_idx` ON `questions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_status_idx` ON `questions` (`status`,`status_member`);