/** Where an instance keeps its data (docs/stores.md). */
export const stores = ["d1", "durable-object"] as const;
export type StoreName = (typeof stores)[number];

/** How a deployment holds its shops: one instance, or one per student of any number of cohorts (docs/cohorts.md). */
export const modes = ["single", "cohort"] as const;
export type ModeName = (typeof modes)[number];
