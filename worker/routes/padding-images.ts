import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import scoreBoard from "../challenges/catalogue/score-board";
import { solveIf } from "../challenges/engine";
import { pathParams } from "../lib/validate";

// A 1×1 transparent PNG.
const transparentPixel = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (ch) => ch.charCodeAt(0),
);

/** The spacers hidden screens load; each new hidden screen adds its own. */
const servedSpacers = new Set(["1px.png"]);

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
    // The score board screen is linked nowhere; its own spacer image gives its visit away.
    await solveIf(ctx, scoreBoard, () => file === "1px.png");
    if (!servedSpacers.has(file)) throw new HTTPException(404, { message: "No such image." });
    return c.body(transparentPixel, 200, { "Content-Type": "image/png", "Cache-Control": "no-store" });
  },
);
