-- LiLA and oedema on a child's measurement (issue 34, decision 071). Written by hand: drizzle-kit
-- generates a rebuild of the table whose copy reads the two new columns from the old table. Added
-- columns carry their checks as column constraints, named as the schema names them.
ALTER TABLE `child_measurements` ADD COLUMN `arm_cm` real CONSTRAINT "child_measurements_arm_check" CHECK(`arm_cm` is null or `arm_cm` between 5 and 35);--> statement-breakpoint
ALTER TABLE `child_measurements` ADD COLUMN `oedema` integer CONSTRAINT "child_measurements_oedema_check" CHECK(`oedema` is null or `oedema` in (0, 1));
