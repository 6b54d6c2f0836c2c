import type { InstanceContext } from "./instance/context";

/** What every API route sees: the instance it serves, set per request by the host. */
export interface ApiEnv {
  Variables: { instance: InstanceContext };
}
