CREATE TABLE `child_development_checks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`child_id` integer NOT NULL,
	`checked_on` text NOT NULL,
	`checkpoint` integer NOT NULL,
	`age_used` text NOT NULL,
	`answers` text NOT NULL,
	`lost_other` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "child_development_checks_checked_on_check" CHECK("child_development_checks"."checked_on" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("child_development_checks"."checked_on") is "child_development_checks"."checked_on"),
	CONSTRAINT "child_development_checks_checkpoint_check" CHECK("child_development_checks"."checkpoint" in (3, 6, 9, 12, 18, 24, 36, 48, 60, 72)),
	CONSTRAINT "child_development_checks_age_used_check" CHECK("child_development_checks"."age_used" in ('koreksi', 'kronologis')),
	CONSTRAINT "child_development_checks_answers_check" CHECK(length("child_development_checks"."answers") between 2 and 2000 and json_valid("child_development_checks"."answers") and json_type("child_development_checks"."answers") = 'object'),
	CONSTRAINT "child_development_checks_lost_other_check" CHECK("child_development_checks"."lost_other" in (0, 1))
);
--> statement-breakpoint
CREATE INDEX `child_development_checks_child_id_idx` ON `child_development_checks` (`child_id`,`checked_on`);