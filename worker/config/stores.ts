/** Where an instance keeps its data (docs/stores.md). */
export const stores = ["d1", "durable-object"] as const;
export type StoreName = (typeof stores)[number];
