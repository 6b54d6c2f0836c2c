import { Hono } from "hono";
import { getServerByName, routePartykitRequest, type Lobby } from "partyserver";
import { createRequestHandler } from "react-router";
import { defaultInstanceName, type Announcer } from "../party/events";
import { api, isApiPath } from "./api";
import type { ApiEnv } from "./api-types";
import { ensureInstance } from "./db/lifecycle";
import { notFound } from "./routes/errors";
import { createInstanceContext, type InstanceContext } from "./instance";

export { InstanceRoom } from "../party/instance-room";

declare module "react-router" {
  export interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** Calls the shop's own API in-process (no network), for loaders. */
    api(path: string, init?: RequestInit): Promise<Response>;
  }
}

function roomAnnouncer(env: Env, name: string): Announcer {
  const room = () => getServerByName(env.InstanceRoom, name);
  return {
    challengeSolved: async (event) => (await room()).challengeSolved(event),
    codeChallengeSolved: async (event) => (await room()).codeChallengeSolved(event),
    serverStarted: async () => (await room()).serverStarted(),
  };
}

// Once per isolate: migrate, seed a new instance, sync the catalogue.
let ready: Promise<void> | undefined;

async function instanceFor(env: Env): Promise<InstanceContext> {
  const instance = createInstanceContext(env, defaultInstanceName, roomAnnouncer(env, defaultInstanceName));
  ready ??= ensureInstance(instance.data, instance.config)
    .then(({ created }) => (created ? instance.announce.serverStarted() : undefined))
    .catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
  await ready;
  return instance;
}

/** The host: binds each request to its instance, then hands it to the API. */
const host = new Hono<{ Bindings: Env } & ApiEnv>({ strict: false })
  .use(async (c, next) => {
    await next();
    // A request answered without reading its body (an error, an unknown path) would leave the
    // body in the connection and break the client's next request on it: read it to the end.
    const { raw } = c.req;
    if (raw.body && !raw.bodyUsed) await raw.arrayBuffer().catch(() => undefined);
  })
  .use(async (c, next) => {
    c.set("instance", await instanceFor(c.env));
    await next();
  })
  .route("/", api)
  .notFound(notFound)
  .onError((error, c) =>
    // Only reached when the instance itself could not be prepared (configuration, schema).
    c.json({ error: `The instance is not available: ${error.message}` }, 503),
  );

const pages = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/parties/")) {
      // Only the instance's own room exists; no request may create another.
      const gate = (_req: Request, lobby: Lobby<Env>) =>
        lobby.className === "InstanceRoom" && lobby.name === defaultInstanceName
          ? undefined
          : Response.json({ error: "No such room." }, { status: 404 });
      const response = await routePartykitRequest(request, env, { onBeforeConnect: gate, onBeforeRequest: gate });
      return response ?? Response.json({ error: "No such room." }, { status: 404 });
    }
    if (isApiPath(pathname)) return host.fetch(request, env, ctx);
    return pages(request, {
      cloudflare: { env, ctx },
      api: async (path, init) => host.fetch(new Request(new URL(path, request.url), init), env, ctx),
    });
  },
} satisfies ExportedHandler<Env>;
