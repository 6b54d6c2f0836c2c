import { environmentFor } from "../worker/config/environment";
import { readDataVersion } from "../worker/db/data-version";
import { durableHandle } from "../worker/db/handle";
import { createHost } from "../worker/host";
import { createInstanceContext, type InstanceContext } from "../worker/instance/context";
import { ensureInstance } from "../worker/instance/lifecycle";
import { isApiPath } from "../worker/paths";
import { RoomServer } from "./room";

/**
 * One instance in one Durable Object (the `durable-object` store): its whole data in the object's
 * own SQLite, its API, and its room. Addressed by the instance's name.
 */
export class Instance extends RoomServer {
  readonly #data = durableHandle(this.ctx.storage);
  readonly #host = createHost(() => this.instance());
  /** Why the instance could not be made playable, until a later request succeeds. */
  #failure: Error | null = null;

  protected override async instance(): Promise<InstanceContext> {
    return createInstanceContext(this.name, this.#data, this, environmentFor(this.env));
  }

  /** Runs once per object start, before any request or message (partyserver blocks them meanwhile). */
  override async onStart(): Promise<void> {
    await this.#prepare();
  }

  async #prepare(): Promise<void> {
    try {
      const ctx = await this.instance();
      const { created } = await ensureInstance(ctx.data, ctx.config);
      this.#failure = null;
      if (created) await this.serverStarted();
    } catch (error) {
      // Kept, not thrown: partyserver would answer with a bare stack trace; the API answers 503.
      this.#failure = error as Error;
    }
  }

  /** For the page cache (worker/page-cache.ts), over RPC: cheaper than a request to the API. */
  async dataVersion(): Promise<number | null> {
    return this.#failure ? null : readDataVersion(this.#data);
  }

  override async onRequest(request: Request): Promise<Response> {
    if (!isApiPath(new URL(request.url).pathname)) return super.onRequest(request);
    if (this.#failure) await this.ctx.blockConcurrencyWhile(() => this.#prepare());
    if (this.#failure) {
      return Response.json({ error: `The instance is not available: ${this.#failure.message}` }, { status: 503 });
    }
    return this.#host.fetch(request, this.env);
  }
}
