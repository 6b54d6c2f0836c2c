import { defineConfig } from "drizzle-kit";

// One set of migrations for D1 (wrangler applies the .sql files) and, later, durable SQLite.
export default defineConfig({
  dialect: "sqlite",
  driver: "durable-sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
