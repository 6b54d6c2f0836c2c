import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import rce from "../challenges/catalogue/rce";
import rceOccupy from "../challenges/catalogue/rce-occupy";
import { solveIf } from "../challenges/engine";
import { requireUser } from "../lib/auth";
import { loadSandbox, type SandboxResult } from "../lib/sandbox";
import { jsonBody } from "../lib/validate";

/**
 * The wholesale (B2B) order interface: POST /b2b/v2/orders. Partners' order systems send their
 * order lines as text, which the server reads by running it in the QuickJS sandbox (on purpose:
 * two challenges live there). Mounted at /b2b/v2; described at /api-docs (api-docs.ts reads the
 * schemas below, so the description is the route's own).
 */

/**
 * The sandbox's budget for one order, counted in calls of QuickJS's interrupt handler (about
 * every 10,000 interpreter steps; never a clock, which a deployed Worker does not advance while
 * JavaScript runs):
 * - `interrupts`: where evaluation is stopped. Code that would never end is stopped here
 *   (rceChallenge): four times the `$where` budget, about 0.1 s of an endless loop on the
 *   machine we measured (`npm run bombs`), more for a runaway regular expression.
 * - `occupiedAt`: code that finishes on its own after at least this many calls kept the sandbox
 *   busy for real (rceOccupyChallenge): about five million loop iterations, or a backtracking
 *   regular expression over 23 or 24 characters. Ordinary order lines, a literal of a few hundred
 *   products or a short loop that builds them, need one or two calls: hundreds of times below it.
 *   A quarter of the budget, so that work which doubles with each step (the usual backtracking)
 *   can land in between.
 */
export const orderLinesBudget = { interrupts: 4_000, occupiedAt: 1_000, memoryBytes: 8 * 1024 * 1024 } as const;

export const b2bOrderLine = z
  .object({
    productId: z.number().int().positive().describe("The product's id, as in GET /api/Products."),
    quantity: z.number().int().positive().max(1_000_000).describe("How many, in the product's own unit."),
    customerReference: z.string().max(64).optional().describe("The partner's own reference for this line."),
  })
  .meta({ title: "OrderLine" });

export const b2bOrderRequest = z
  .object({
    cid: z.string().trim().min(1).max(64).describe("The partner's customer id, as the sales team gave it."),
    orderLinesData: z
      .string()
      .min(1)
      .max(10_000)
      .describe(
        "The order lines as text: a list of { productId, quantity }. Written as JSON, or as the JavaScript " +
          "object literals older connectors send (the server reads both the same way).",
      ),
    customerReference: z.string().max(64).optional().describe("The partner's own reference for the whole order."),
    comment: z.string().max(500).optional().describe("A note for the warehouse."),
  })
  .meta({
    title: "Order",
    example: {
      cid: "PULP-0042",
      orderLinesData: '[{"productId": 1, "quantity": 120}, {"productId": 6, "quantity": 48, "customerReference": "PO-7781/2"}]',
      customerReference: "PO-7781",
    },
  });

export const b2bOrderConfirmation = z
  .object({
    cid: z.string(),
    orderNo: z.string().describe("The shop's order number."),
    paymentDue: z.string().describe("The day the invoice is due (ISO 8601), 30 days from now."),
    orderLines: z.array(b2bOrderLine),
  })
  .meta({
    title: "OrderConfirmation",
    example: { cid: "PULP-0042", orderNo: "B2B-20261124-3fa91c07", paymentDue: "2026-12-24", orderLines: [{ productId: 1, quantity: 120 }] },
  });

const orderLines = z.array(b2bOrderLine).min(1, "Order at least one line.").max(200, "At most 200 lines an order.");

/** What the evaluation left behind: its result and the interrupt calls it spent. */
interface Evaluation {
  result: SandboxResult;
  interruptsUsed: number;
}

const confirmation = (cid: string, lines: z.infer<typeof orderLines>): z.infer<typeof b2bOrderConfirmation> => {
  const now = new Date();
  const due = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000);
  const serial = crypto.getRandomValues(new Uint8Array(4)).reduce((text, byte) => text + byte.toString(16).padStart(2, "0"), "");
  return {
    cid,
    orderNo: `B2B-${now.toISOString().slice(0, 10).replaceAll("-", "")}-${serial}`,
    paymentDue: due.toISOString().slice(0, 10),
    orderLines: lines,
  };
};

export const b2bApi = new Hono<ApiEnv>({ strict: false }).post("/orders", requireUser, jsonBody(b2bOrderRequest), async (c) => {
  const ctx = c.get("instance");
  const { cid, orderLinesData } = c.req.valid("json");
  // Loaded here, on the first order of an isolate, never on the ordinary API path.
  const sandbox = await loadSandbox();
  // vuln-code-snippet start rceChallenge rceOccupyChallenge
  // On purpose: the order lines are read by running them as JavaScript (in QuickJS, under a
  // budget), not by parsing them as data, so whatever code a partner sends runs on the server.
  const session = sandbox.session({
    limits: { interrupts: orderLinesBudget.interrupts, memoryBytes: orderLinesBudget.memoryBytes },
  });
  let evaluation: Evaluation;
  try {
    const result = session.run(orderLinesData, "order-lines.js"); // vuln-code-snippet vuln-line rceChallenge rceOccupyChallenge
    evaluation = { result, interruptsUsed: session.interruptsUsed };
  } finally {
    session.dispose();
  }
  // vuln-code-snippet end rceChallenge rceOccupyChallenge
  const { result, interruptsUsed } = evaluation;
  // The effect, not the payload: the budget's interrupt stopped this evaluation (code that would
  // never end), or the code kept the sandbox busy past the occupy mark and still ended by itself.
  await solveIf(ctx, rce, () => !result.ok && result.failure.kind === "timeout");
  await solveIf(ctx, rceOccupy, () => interruptsUsed >= orderLinesBudget.occupiedAt && (result.ok || result.failure.kind === "error"));
  if (!result.ok) {
    const { failure } = result;
    const why =
      failure.kind === "timeout"
        ? "they ran out of their time budget and were stopped"
        : failure.kind === "memory"
          ? "they needed more memory than an order may"
          : `${failure.name}: ${failure.message}`;
    throw new HTTPException(400, { message: `The order lines could not be read: ${why}.` });
  }
  const lines = orderLines.safeParse(result.value);
  if (!lines.success) {
    const detail = lines.error.issues.map((i) => `${i.path.join(".") || "orderLinesData"}: ${i.message}`).join("; ");
    throw new HTTPException(422, { message: `orderLinesData must describe a list of { productId, quantity }: ${detail}` });
  }
  return c.json(confirmation(cid, lines.data), 200);
});
