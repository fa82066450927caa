-- LiLA and oedema on a child's measurement (issue 34, decision 071): two columns with their
-- checks, and a measurement may now be a LiLA alone or oedema found alone. SQLite cannot change a
-- CHECK in place, so the table is rebuilt (written by hand: drizzle-kit's rebuild copied the two
-- new columns from the old table). Nothing references child_measurements, so dropping it breaks no
-- foreign key; every row copied keeps its id, child and values.
CREATE TABLE `__new_child_measurements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`child_id` integer NOT NULL,
	`measured_on` text NOT NULL,
	`weight_kg` real,
	`length_cm` real,
	`position` text,
	`head_cm` real,
	`arm_cm` real,
	`oedema` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "child_measurements_measured_on_check" CHECK("measured_on" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("measured_on") is "measured_on"),
	CONSTRAINT "child_measurements_any_check" CHECK("weight_kg" is not null or "length_cm" is not null or "head_cm" is not null or "arm_cm" is not null or "oedema" is 1),
	CONSTRAINT "child_measurements_weight_check" CHECK("weight_kg" is null or "weight_kg" between 0.2 and 80),
	CONSTRAINT "child_measurements_length_check" CHECK("length_cm" is null or "length_cm" between 20 and 150),
	CONSTRAINT "child_measurements_head_check" CHECK("head_cm" is null or "head_cm" between 15 and 70),
	CONSTRAINT "child_measurements_arm_check" CHECK("arm_cm" is null or "arm_cm" between 5 and 35),
	CONSTRAINT "child_measurements_oedema_check" CHECK("oedema" is null or "oedema" in (0, 1)),
	CONSTRAINT "child_measurements_position_check" CHECK(("length_cm" is null and "position" is null) or ("length_cm" is not null and coalesce("position", '') in ('lying', 'standing')))
);
--> statement-breakpoint
INSERT INTO `__new_child_measurements`("id", "child_id", "measured_on", "weight_kg", "length_cm", "position", "head_cm", "created_at") SELECT "id", "child_id", "measured_on", "weight_kg", "length_cm", "position", "head_cm", "created_at" FROM `child_measurements`;--> statement-breakpoint
DROP TABLE `child_measurements`;--> statement-breakpoint
ALTER TABLE `__new_child_measurements` RENAME TO `child_measurements`;--> statement-breakpoint
CREATE INDEX `child_measurements_child_id_idx` ON `child_measurements` (`child_id`,`measured_on`);
