ALTER TABLE `questions` ADD `publish_consent_at` integer;--> statement-breakpoint
ALTER TABLE `questions` ADD `publish_withdrawn_at` integer;