import { and, eq, inArray, isNull } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import changeProduct from "../challenges/catalogue/change-product";
import dbSchema from "../challenges/catalogue/db-schema";
import restfulXss from "../challenges/catalogue/restful-xss";
import unionSqlInjection from "../challenges/catalogue/union-sql-injection";
import { solveIf } from "../challenges/engine";
import { isInternalTable } from "../db/internal-tables";
import { products, quantities, users } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { requireRole } from "../lib/auth";
import { runsScript, tagsOf } from "../lib/markup";
import { jsonBody, pathParams, queryParams } from "../lib/validate";
import { htmlLang } from "../../app/i18n/languages";
import { productsMatchingTranslation, translatedProduct } from "../i18n/content";
import { textsOf } from "../i18n/middleware";

/**
 * A row of the product search: the Products columns by name, but any SQLite value in them, since
 * an injected UNION decides what they hold.
 */
type SearchRow = { [Column in keyof typeof products.$inferSelect]: string | number | null };

/**
 * The search's answer in the student's language: the seed's products translated, and the products
 * whose translated name or description has the search text added (the query searches the English
 * columns). English answers pass untouched.
 */
const searchInLanguage: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  const t = await textsOf(c);
  if (t.english || c.res.status !== 200) return;
  const body = (await c.res.clone().json()) as { status: string; data: SearchRow[] };
  const seen = new Set(body.data.map((row) => row.id));
  const more = productsMatchingTranslation(t, (c.req.query("q") ?? "").slice(0, 200)).filter((id) => !seen.has(id));
  const added = more.length ? await c.get("instance").data.db.select().from(products).where(and(inArray(products.id, more), isNull(products.deletedAt))) : [];
  const rows = [...body.data, ...added].map((row) => translatedProduct(t, row));
  if (added.length) rows.sort((a, b) => String(a.name).localeCompare(String(b.name), htmlLang(t.language)));
  c.res = Response.json({ ...body, data: rows }, { headers: c.res.headers });
};

/** GET /rest/products/search?q=: the shop's product search. Mounted at /rest/products. */
// vuln-code-snippet start unionSqlInjectionChallenge dbSchemaChallenge
// The search text is pasted into the SQL text on purpose (UNION-based injection).
export const productSearchApi = new Hono<ApiEnv>({ strict: false }).use("/search", searchInLanguage).get(
  "/search",
  queryParams(z.object({ q: z.string().optional() })),
  async (c) => {
    const ctx = c.get("instance");
    const criteria = (c.req.valid("query").q ?? "").slice(0, 200);
    const rows = await ctx.data.sql<SearchRow>( // vuln-code-snippet neutral-line unionSqlInjectionChallenge dbSchemaChallenge
      `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`, // vuln-code-snippet vuln-line unionSqlInjectionChallenge dbSchemaChallenge
    );
    // vuln-code-snippet hide-start
    // Only a UNION can bring other tables' rows back: skip the checks for every other search.
    if (/union/i.test(criteria)) await detectUnionLeaks(ctx, rows);
    // vuln-code-snippet hide-end
    return c.json({ status: "success", data: rows });
  },
);
// vuln-code-snippet end unionSqlInjectionChallenge dbSchemaChallenge

/** Every string the search returned, as one text to look for leaked values in. */
const leakedText = (rows: Record<string, unknown>[]) =>
  rows.flatMap((row) => Object.values(row).filter((v): v is string => typeof v === "string")).join("\n");

async function detectUnionLeaks(ctx: InstanceContext, rows: Record<string, unknown>[]) {
  const leaked = leakedText(rows);
  await solveIf(ctx, unionSqlInjection, async () => {
    const all = await ctx.data.db.select({ email: users.email, password: users.password }).from(users);
    return all.length > 0 && all.every((u) => leaked.includes(u.email) && leaked.includes(u.password));
  });
  await solveIf(ctx, dbSchema, async () => {
    const tables = (await ctx.data.sql<{ name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'table'")).filter(
      (t) => t.sql && !isInternalTable(t.name),
    );
    return tables.length > 0 && tables.every((t) => leaked.includes(t.sql));
  });
}

const idParam = pathParams(z.object({ id: z.coerce.number().int().positive() }));

const productChanges = z
  .object({
    name: z.string().trim().min(1).max(120),
    description: z.string().max(2000),
    price: z.number().nonnegative().max(100_000),
    deluxePrice: z.number().nonnegative().max(100_000),
    image: z.string().min(1).max(200),
  })
  .partial()
  .strict();

/** The product the tampering challenge is about, and where its link should point. */
export const tamperedProduct = { name: "Hand Juicer Pro", target: "https://squeeze.test/pulped-deal" };
const links = (html: string) => tagsOf(html).flatMap((t) => (t.name === "a" && t.attributes.has("href") ? [t.attributes.get("href")!.trim()] : []));

async function activeProduct(ctx: InstanceContext, id: number) {
  const [row] = await ctx.data.db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  if (!row) throw new HTTPException(404, { message: `No product with id ${id}.` });
  return row;
}

/** GET /api/Products and /api/Products/{id}; PUT /api/Products/{id}. */
// vuln-code-snippet start changeProductChallenge
// Changing a product asks for no token and no role: anyone may rewrite the catalogue.
export const productsApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const rows = await c.get("instance").data.db.select().from(products).where(isNull(products.deletedAt));
    const t = await textsOf(c);
    return c.json({ status: "success", data: rows.map((row) => translatedProduct(t, row)) });
  })
  .get("/:id", idParam, async (c) =>
    c.json({ status: "success", data: translatedProduct(await textsOf(c), await activeProduct(c.get("instance"), c.req.valid("param").id)) }),
  )
  .put("/:id", idParam, jsonBody(productChanges), async (c) => { // vuln-code-snippet vuln-line changeProductChallenge
    const ctx = c.get("instance");
    const { id } = c.req.valid("param");
    const changes = c.req.valid("json");
    const before = await activeProduct(ctx, id);
    const [after] = await ctx.data.db
      .update(products)
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(eq(products.id, id))
      .returning();
    // vuln-code-snippet hide-start
    const description = after!.description;
    await solveIf(ctx, changeProduct, () => before.name === tamperedProduct.name && links(description).includes(tamperedProduct.target));
    // Stored as it came; the shop's pages write descriptions into the page as HTML.
    await solveIf(ctx, restfulXss, () => changes.description !== undefined && runsScript(description));
    // vuln-code-snippet hide-end
    return c.json({ status: "success", data: after });
  });
// vuln-code-snippet end changeProductChallenge

/** /api/Quantitys: stock per product (the spelling is the reference shop's); accounting changes it. */
export const quantitiesApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const rows = await c.get("instance").data.db.select().from(quantities);
    return c.json({ status: "success", data: rows });
  })
  .put("/:id", requireRole("accounting"), idParam, jsonBody(z.object({ quantity: z.number().int().min(0).max(1_000_000) })), async (c) => {
    const { id } = c.req.valid("param");
    const [row] = await c
      .get("instance")
      .data.db.update(quantities)
      .set({ quantity: c.req.valid("json").quantity, updatedAt: new Date().toISOString() })
      .where(eq(quantities.id, id))
      .returning();
    if (!row) throw new HTTPException(404, { message: `No stock record with id ${id}.` });
    return c.json({ status: "success", data: row });
  });
