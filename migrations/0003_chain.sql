CREATE TABLE `ChainLogs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`blockNumber` integer NOT NULL,
	`logIndex` integer NOT NULL,
	`transactionHash` text NOT NULL,
	`address` text NOT NULL,
	`topic0` text,
	`topic1` text,
	`topic2` text,
	`topic3` text,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ChainLogs_address_topic0` ON `ChainLogs` (`address`,`topic0`);--> statement-breakpoint
CREATE INDEX `ChainLogs_blockNumber` ON `ChainLogs` (`blockNumber`);--> statement-breakpoint
CREATE TABLE `ChainState` (
	`id` integer PRIMARY KEY NOT NULL,
	`blockNumber` integer NOT NULL,
	`timestamp` integer NOT NULL,
	`state` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ChainTransactions` (
	`hash` text PRIMARY KEY NOT NULL,
	`blockNumber` integer NOT NULL,
	`from` text NOT NULL,
	`to` text,
	`raw` text NOT NULL,
	`receipt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ChainTransactions_blockNumber` ON `ChainTransactions` (`blockNumber`);