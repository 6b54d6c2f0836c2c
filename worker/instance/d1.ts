import { getServerByName } from "partyserver";
import type { Announcer } from "../../party/events";
import type { Environment } from "../config/environment";
import { d1Handle, type DataHandle } from "../db/handle";
import { assetTextFiles } from "../i18n/texts";
import { createInstanceContext, type InstanceContext } from "./context";
import { ensureInstance } from "./lifecycle";

/** Tells an instance's InstanceRoom what happened, over Durable Object RPC. */
export function roomAnnouncer(env: Env, name: string): Announcer {
  const room = () => getServerByName(env.InstanceRoom, name);
  return {
    challengeSolved: async (event) => (await room()).challengeSolved(event),
    codeChallengeSolved: async (event) => (await room()).codeChallengeSolved(event),
    serverStarted: async () => (await room()).serverStarted(),
  };
}

/** Per instance (and isolate): made playable once; a failure is retried by the next request. */
const readiness = new Map<string, Promise<void>>();
const handles = new WeakMap<D1Database, DataHandle>();

/** The data handle of a D1 database, made once per isolate. */
export function d1Data(d1: D1Database): DataHandle {
  let data = handles.get(d1);
  if (!data) handles.set(d1, (data = d1Handle(d1)));
  return data;
}

async function prepare(ctx: InstanceContext): Promise<void> {
  const { created } = await ensureInstance(ctx.data, ctx.config);
  // A page that misses this restores nothing; the instance is ready regardless.
  if (created) await ctx.announce.serverStarted().catch((error: unknown) => console.error("could not announce server started:", error));
}

/**
 * An instance whose data lives in D1 (the default store), ready to serve. Its room is the
 * InstanceRoom of the same name; the room itself passes itself as the announcer.
 */
export async function d1Instance(env: Env, environment: Environment, name: string, announce?: Announcer): Promise<InstanceContext> {
  const ctx = createInstanceContext(name, d1Data(env.DB), announce ?? roomAnnouncer(env, name), environment, assetTextFiles(env.ASSETS));
  let ready = readiness.get(name);
  if (!ready) {
    readiness.set(name, (ready = prepare(ctx)));
    ready.catch(() => readiness.delete(name));
  }
  await ready;
  return ctx;
}
