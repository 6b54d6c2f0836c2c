import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { escapeHtml } from "../lib/html";
import { b2bOrderConfirmation, b2bOrderRequest } from "./b2b";

/**
 * /api-docs: the wholesale (B2B) API's description, shown in Swagger UI. The page and the OpenAPI
 * document are the worker's; Swagger UI's own files are static files of the build under
 * /swagger-ui/ (scripts/vite-plugins.mjs, `swaggerUi()`), linked from this page only, so they
 * never reach the shop's first load. Mounted at /api-docs.
 */

/** Where the build puts Swagger UI's files (scripts/vite-plugins.mjs, `swaggerUiFolder`). */
const swaggerUi = "/swagger-ui";

/** A zod schema as an OpenAPI 3.0 schema object, as the request is read (inputs) or answered (outputs). */
const schemaOf = (schema: z.ZodType, io: "input" | "output") => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: "openapi-3.0", io, unrepresentable: "any" });
  return rest;
};

const errorSchema = { type: "object", properties: { error: { type: "string" } }, required: ["error"] } as const;
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });

/**
 * The OpenAPI document, written from the route's own zod schemas (worker/routes/b2b.ts): the
 * description cannot drift from what the route accepts.
 */
export function openApiDocument(appName: string, version: string) {
  return {
    openapi: "3.0.3",
    info: {
      title: `${appName} wholesale API`,
      version,
      description:
        "Orders from our wholesale partners' own systems. Sign in as usual (POST /rest/user/login) and send the token as a bearer token.",
    },
    servers: [{ url: "/b2b/v2" }],
    tags: [{ name: "Order", description: "Wholesale orders" }],
    paths: {
      "/orders": {
        post: {
          tags: ["Order"],
          summary: "Place a wholesale order",
          description: "Reads the order lines and confirms the order with its number and payment date.",
          operationId: "createOrder",
          security: [{ bearerAuth: [] }],
          requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/Order" } } } },
          responses: {
            "200": {
              description: "The order is confirmed.",
              content: { "application/json": { schema: { $ref: "#/components/schemas/OrderConfirmation" } } },
            },
            "400": errorResponse("The request or its order lines could not be read."),
            "401": errorResponse("No valid session token was sent."),
            "415": errorResponse("The body was not sent as JSON."),
            "422": errorResponse("The order lines were read, but are not a list of { productId, quantity }."),
          },
        },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        Order: schemaOf(b2bOrderRequest, "input"),
        OrderConfirmation: schemaOf(b2bOrderConfirmation, "output"),
        Error: errorSchema,
      },
    },
  };
}

/**
 * The page's script, a file of its own so that the page's Content-Security-Policy needs no
 * inline script. `validatorUrl: null`: Swagger UI would otherwise send the document to an outside
 * validator for its badge.
 */
const initializer = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/api-docs/swagger.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
});
`;

/** Only this origin's files; Swagger UI sets inline styles on its elements, hence 'unsafe-inline' for styles. */
const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

export const apiDocsApi = new Hono<ApiEnv>({ strict: false })
  .get("/", (c) => {
    const name = escapeHtml(c.get("instance").config.application.name);
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}: wholesale API</title>
<link rel="stylesheet" href="${swaggerUi}/swagger-ui.css">
<style>body{margin:0;background:#fafafa}header{padding:1rem 2rem;background:#18181b;color:#fafafa;font-family:system-ui,sans-serif}header a{color:#fdba74}</style>
</head><body><header><strong>${name}</strong>: API for wholesale partners · <a href="/">back to the shop</a></header>
<main id="swagger-ui"></main>
<script src="${swaggerUi}/swagger-ui-bundle.js"></script>
<script src="/api-docs/swagger-initializer.js"></script>
</body></html>`,
      200,
      { "Content-Security-Policy": contentSecurityPolicy },
    );
  })
  .get("/swagger.json", (c) => {
    const ctx = c.get("instance");
    return c.json(openApiDocument(ctx.config.application.name, ctx.version), 200);
  })
  .get("/swagger-initializer.js", (c) => c.body(initializer, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
