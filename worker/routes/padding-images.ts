import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { solve } from "../challenges/engine";
import { catalogue } from "../challenges/registry";
import type { ChallengeDefinition } from "../challenges/types";
import { pathParams } from "../lib/validate";

// A 1×1 transparent PNG.
const transparentPixel = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (ch) => ch.charCodeAt(0),
);

/** The spacers hidden screens load, each named by its challenge's module (`paddingImage`). */
const spacers = new Map<string, ChallengeDefinition>(catalogue.flatMap((c) => (c.paddingImage ? [[c.paddingImage, c]] : [])));

/**
 * GET /assets/public/images/padding/{n}px.png: spacer images that hidden screens load. Serving
 * one tells the server which hidden screen a browser opened. Mounted at /assets/public/images/padding.
 */
export const paddingImagesApi = new Hono<ApiEnv>({ strict: false }).get(
  "/:file",
  pathParams(z.object({ file: z.string().regex(/^\d{1,3}px\.png$/) })),
  async (c) => {
    const { file } = c.req.valid("param");
    const ctx = c.get("instance");
    // These screens are linked nowhere; their own spacer images give their visits away.
    const challenge = spacers.get(file);
    if (!challenge) throw new HTTPException(404, { message: "No such image." });
    await solve(ctx, challenge);
    return c.body(transparentPixel, 200, { "Content-Type": "image/png", "Cache-Control": "no-store" });
  },
);
