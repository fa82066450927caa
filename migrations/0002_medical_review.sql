PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_baby_growth_data` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`milestones` text NOT NULL,
	`stimulasi` text DEFAULT '[]' NOT NULL,
	`red_flags` text DEFAULT '[]' NOT NULL,
	`author` text,
	`reviewer_name` text,
	`reviewer_credential` text,
	`reviewed_at` text,
	`sources` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "baby_growth_data_id_check" CHECK(length("__new_baby_growth_data"."id") between 1 and 40 and "__new_baby_growth_data"."id" not glob '*[^a-z0-9-]*'),
	CONSTRAINT "baby_growth_data_json_check" CHECK(json_valid("__new_baby_growth_data"."milestones") and json_type("__new_baby_growth_data"."milestones") = 'object' and json_valid("__new_baby_growth_data"."stimulasi") and json_type("__new_baby_growth_data"."stimulasi") = 'array' and json_valid("__new_baby_growth_data"."red_flags") and json_type("__new_baby_growth_data"."red_flags") = 'array' and json_valid("__new_baby_growth_data"."sources") and json_type("__new_baby_growth_data"."sources") = 'array'),
	CONSTRAINT "baby_growth_data_reviewed_at_check" CHECK("__new_baby_growth_data"."reviewed_at" is null or ("__new_baby_growth_data"."reviewed_at" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("__new_baby_growth_data"."reviewed_at") = "__new_baby_growth_data"."reviewed_at"))
);
--> statement-breakpoint
INSERT INTO `__new_baby_growth_data`("id", "title", "description", "milestones", "stimulasi", "red_flags", "updated_at") SELECT "id", "title", "description", "milestones", "stimulasi", "red_flags", "updated_at" FROM `baby_growth_data`;--> statement-breakpoint
DROP TABLE `baby_growth_data`;--> statement-breakpoint
ALTER TABLE `__new_baby_growth_data` RENAME TO `baby_growth_data`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `articles` ADD `reviewer_name` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `reviewer_credential` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `reviewed_at` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `sources` text DEFAULT '[]' NOT NULL;