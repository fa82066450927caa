CREATE TABLE `child_immunisations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`child_id` integer NOT NULL,
	`dose` text NOT NULL,
	`given_on` text NOT NULL,
	`place` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "child_immunisations_dose_check" CHECK(length("child_immunisations"."dose") between 1 and 20),
	CONSTRAINT "child_immunisations_given_on_check" CHECK("child_immunisations"."given_on" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("child_immunisations"."given_on") is "child_immunisations"."given_on"),
	CONSTRAINT "child_immunisations_place_check" CHECK("child_immunisations"."place" is null or length(trim("child_immunisations"."place")) between 1 and 80)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `child_immunisations_child_dose_idx` ON `child_immunisations` (`child_id`,`dose`);