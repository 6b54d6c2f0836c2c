import { Hono, type Context } from "hono";
import { api } from "./api";
import type { ApiEnv } from "./api-types";
import type { InstanceContext } from "./instance/context";
import { notFound } from "./routes/errors";

export type HostEnv = { Bindings: Env } & ApiEnv;

/**
 * Binds each API request to its instance, then hands it to the API. The worker hosts it for
 * instances on D1; an Instance Durable Object hosts it for itself.
 */
export function createHost(resolveInstance: (c: Context<HostEnv>) => Promise<InstanceContext>) {
  const host: Hono<HostEnv> = new Hono<HostEnv>({ strict: false });
  return host
    .use(async (c, next) => {
      await next();
      // A request answered without reading its body (an error, an unknown path) would leave the
      // body in the connection and break the client's next request on it: read it to the end.
      const { raw } = c.req;
      if (raw.body && !raw.bodyUsed) await raw.arrayBuffer().catch(() => undefined);
    })
    .use(async (c, next) => {
      c.set("instance", await resolveInstance(c));
      c.set("selfFetch", async (request) => host.fetch(request, c.env));
      await next();
    })
    .route("/", api)
    .notFound(notFound)
    .onError((error, c) =>
      // Only reached when the instance itself could not be prepared (its store is not reachable,
      // say); the API answers everything else itself.
      c.json({ error: `The instance is not available: ${error.message}` }, 503),
    );
}
