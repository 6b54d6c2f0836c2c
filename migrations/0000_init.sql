CREATE TABLE `Addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`fullName` text NOT NULL,
	`mobileNum` integer NOT NULL,
	`zipCode` text NOT NULL,
	`streetAddress` text NOT NULL,
	`city` text NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`country` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `Addresses_UserId` ON `Addresses` (`UserId`);--> statement-breakpoint
CREATE TABLE `BasketItems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ProductId` integer NOT NULL,
	`BasketId` integer NOT NULL,
	`quantity` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `BasketItems_BasketId_ProductId` ON `BasketItems` (`BasketId`,`ProductId`);--> statement-breakpoint
CREATE TABLE `Baskets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`coupon` text,
	`UserId` integer,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `Baskets_UserId` ON `Baskets` (`UserId`);--> statement-breakpoint
CREATE TABLE `Captchas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`captchaId` integer NOT NULL,
	`captcha` text NOT NULL,
	`answer` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`fullName` text NOT NULL,
	`cardNum` integer NOT NULL,
	`expMonth` integer NOT NULL,
	`expYear` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `Cards_UserId` ON `Cards` (`UserId`);--> statement-breakpoint
CREATE TABLE `Challenges` (
	`id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`tags` text,
	`description` text NOT NULL,
	`difficulty` integer NOT NULL,
	`hint` text,
	`hintUrl` text,
	`mitigationUrl` text,
	`solved` integer DEFAULT false NOT NULL,
	`disabledEnv` text,
	`tutorialOrder` integer,
	`codingChallengeStatus` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Challenges_key` ON `Challenges` (`key`);--> statement-breakpoint
CREATE TABLE `Complaints` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer,
	`message` text NOT NULL,
	`file` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`price` real NOT NULL,
	`deluxePrice` real NOT NULL,
	`eta` real NOT NULL,
	`icon` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Feedbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer,
	`comment` text NOT NULL,
	`rating` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Hints` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ChallengeId` integer NOT NULL,
	`text` text NOT NULL,
	`order` integer NOT NULL,
	`unlocked` integer DEFAULT false NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `Hints_ChallengeId` ON `Hints` (`ChallengeId`);--> statement-breakpoint
CREATE TABLE `ImageCaptchas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image` text NOT NULL,
	`answer` text NOT NULL,
	`UserId` integer,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Memories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer,
	`caption` text NOT NULL,
	`imagePath` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `PrivacyRequests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`deletionRequested` integer DEFAULT false NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`price` real NOT NULL,
	`deluxePrice` real NOT NULL,
	`image` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`deletedAt` text
);
--> statement-breakpoint
CREATE TABLE `Quantities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ProductId` integer NOT NULL,
	`quantity` integer NOT NULL,
	`limitPerUser` integer,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Quantities_ProductId` ON `Quantities` (`ProductId`);--> statement-breakpoint
CREATE TABLE `Recycles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`AddressId` integer NOT NULL,
	`quantity` integer NOT NULL,
	`isPickup` integer DEFAULT false NOT NULL,
	`date` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `SecurityAnswers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`answer` text NOT NULL,
	`UserId` integer NOT NULL,
	`SecurityQuestionId` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `SecurityAnswers_UserId` ON `SecurityAnswers` (`UserId`);--> statement-breakpoint
CREATE TABLE `SecurityQuestions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `Users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`password` text NOT NULL,
	`role` text DEFAULT 'customer' NOT NULL,
	`deluxeToken` text DEFAULT '' NOT NULL,
	`lastLoginIp` text DEFAULT '0.0.0.0' NOT NULL,
	`profileImage` text DEFAULT '/assets/public/images/uploads/default.svg' NOT NULL,
	`totpSecret` text DEFAULT '' NOT NULL,
	`isActive` integer DEFAULT true NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`deletedAt` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Users_email` ON `Users` (`email`);--> statement-breakpoint
CREATE TABLE `Wallets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`balance` real DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Wallets_UserId` ON `Wallets` (`UserId`);