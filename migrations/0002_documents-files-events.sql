CREATE TABLE `Documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`collection` text NOT NULL,
	`body` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `Documents_collection` ON `Documents` (`collection`);--> statement-breakpoint
CREATE TABLE `Events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `Events_kind_subject_at` ON `Events` (`kind`,`subject`,`at`);--> statement-breakpoint
CREATE TABLE `Files` (
	`path` text PRIMARY KEY NOT NULL,
	`content` blob NOT NULL,
	`contentType` text NOT NULL,
	`size` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `Users` ADD `lastLoginTime` integer DEFAULT 0 NOT NULL;