import { Hono } from "hono";
import type { ApiEnv } from "../api-types";
import retrieveBlueprint from "../challenges/catalogue/retrieve-blueprint";
import { solve } from "../challenges/engine";
import { existingFile, fileResponse } from "./file-server";

/** Where the press's CAD model lies, beside the product images; only its picture's metadata names it. */
export const blueprintPath = "/assets/public/images/products/cold-press-3000-housing.stl";

/** The blueprint, from the instance's files. Mounted at its own path. */
export const blueprintApi = new Hono<ApiEnv>({ strict: false }).get("/", async (c) => {
  const file = await existingFile(c, blueprintPath);
  await solve(c.get("instance"), retrieveBlueprint);
  return fileResponse(c, file);
});
