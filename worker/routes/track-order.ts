import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import noSqlOrders from "../challenges/catalogue/nosql-orders";
import reflectedXss from "../challenges/catalogue/reflected-xss";
import { solveIf } from "../challenges/engine";
import { asRequestQuery } from "../lib/documents";
import { runsScript } from "../lib/markup";
import { ordersOf, toOrderView } from "../lib/orders";
import { pathParams } from "../lib/validate";

/** GET /rest/track-order/:id: an order's delivery status, for anyone who knows its id. */
export const trackOrderApi = new Hono<ApiEnv>({ strict: false }).get(
  "/:id",
  // The id itself is the vulnerable input; only its length is bounded.
  pathParams(z.object({ id: z.string().min(1).max(200) })),
  async (c) => {
    const ctx = c.get("instance");
    const { id } = c.req.valid("param");
    // vuln-code-snippet start noSqlOrdersChallenge reflectedXssChallenge
    // The id is pasted into $where code on purpose (it runs in the sandbox), and an unknown id is
    // echoed back as the order's number, unescaped, for the track page to show.
    const found = await asRequestQuery(() => ordersOf(ctx.data).find({ $where: `this.orderId === '${id}'` })); // vuln-code-snippet vuln-line noSqlOrdersChallenge
    const data = found.length > 0 ? found.map(toOrderView) : [{ orderId: id }]; // vuln-code-snippet vuln-line reflectedXssChallenge
    // vuln-code-snippet end noSqlOrdersChallenge reflectedXssChallenge
    await solveIf(ctx, noSqlOrders, () => found.length > 1);
    await solveIf(ctx, reflectedXss, () => found.length === 0 && runsScript(id));
    return c.json({ status: "success", data });
  },
);
