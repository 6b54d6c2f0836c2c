import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import adminSection from "../challenges/catalogue/admin-section";
import privacyPolicy from "../challenges/catalogue/privacy-policy";
import scoreBoard from "../challenges/catalogue/score-board";
import tokenSale from "../challenges/catalogue/token-sale";
import { solveIf } from "../challenges/engine";
import { pathParams } from "../lib/validate";

// A 1×1 transparent PNG.
const transparentPixel = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (ch) => ch.charCodeAt(0),
);

/** The spacers hidden screens load; each new hidden screen adds its own. */
const spacers = new Set(["1px.png", "19px.png", "56px.png", "81px.png"]);

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
    if (!spacers.has(file)) throw new HTTPException(404, { message: "No such image." });
    await solveIf(ctx, scoreBoard, () => file === "1px.png");
    await solveIf(ctx, adminSection, () => file === "19px.png");
    await solveIf(ctx, tokenSale, () => file === "56px.png");
    await solveIf(ctx, privacyPolicy, () => file === "81px.png");
    return c.body(transparentPixel, 200, { "Content-Type": "image/png", "Cache-Control": "no-store" });
  },
);
