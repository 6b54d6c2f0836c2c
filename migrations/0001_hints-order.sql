DROP INDEX `Hints_ChallengeId`;--> statement-breakpoint
CREATE UNIQUE INDEX `Hints_ChallengeId_order` ON `Hints` (`ChallengeId`,`order`);