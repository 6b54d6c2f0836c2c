import type { InstanceContext } from "./instance/context";
import type { ContentTranslator } from "./i18n/texts";
import type { TokenUser } from "./lib/jwt";

/**
 * What every API route sees: the instance it serves, set per request by the host, and the
 * signed-in user once `currentUser()` has read the token (null: nobody; unset: not read yet).
 */
export interface ApiEnv {
  Variables: {
    instance: InstanceContext;
    user?: TokenUser | null;
    /** Sends a request to this same instance's API, in-process (never to another host). */
    selfFetch: (request: Request) => Promise<Response>;
    /** The server's texts in the request's language (worker/i18n/middleware.ts), read on first use. */
    texts: () => Promise<ContentTranslator>;
  };
}
