CREATE TABLE `child_measurements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`child_id` integer NOT NULL,
	`measured_on` text NOT NULL,
	`weight_kg` real,
	`length_cm` real,
	`position` text,
	`head_cm` real,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "child_measurements_measured_on_check" CHECK("child_measurements"."measured_on" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("child_measurements"."measured_on") is "child_measurements"."measured_on"),
	CONSTRAINT "child_measurements_any_check" CHECK("child_measurements"."weight_kg" is not null or "child_measurements"."length_cm" is not null or "child_measurements"."head_cm" is not null),
	CONSTRAINT "child_measurements_weight_check" CHECK("child_measurements"."weight_kg" is null or "child_measurements"."weight_kg" between 0.2 and 80),
	CONSTRAINT "child_measurements_length_check" CHECK("child_measurements"."length_cm" is null or "child_measurements"."length_cm" between 20 and 150),
	CONSTRAINT "child_measurements_head_check" CHECK("child_measurements"."head_cm" is null or "child_measurements"."head_cm" between 15 and 70),
	CONSTRAINT "child_measurements_position_check" CHECK(("child_measurements"."length_cm" is null and "child_measurements"."position" is null) or ("child_measurements"."length_cm" is not null and coalesce("child_measurements"."position", '') in ('lying', 'standing')))
);
--> statement-breakpoint
CREATE INDEX `child_measurements_child_id_idx` ON `child_measurements` (`child_id`,`measured_on`);--> statement-breakpoint
CREATE TABLE `children` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`sex` text NOT NULL,
	`birth_date` text NOT NULL,
	`gestational_weeks` real,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "children_name_check" CHECK(length(trim("children"."name")) between 1 and 60),
	CONSTRAINT "children_sex_check" CHECK("children"."sex" in ('laki', 'perempuan')),
	CONSTRAINT "children_birth_date_check" CHECK("children"."birth_date" glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date("children"."birth_date") is "children"."birth_date"),
	CONSTRAINT "children_gestational_weeks_check" CHECK("children"."gestational_weeks" is null or "children"."gestational_weeks" between 22 and 44)
);
--> statement-breakpoint
CREATE INDEX `children_user_id_idx` ON `children` (`user_id`,`birth_date`);