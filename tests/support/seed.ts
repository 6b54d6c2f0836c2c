import { defaultConfig } from "../../worker/config/presets";
import type { Persona } from "../../worker/db/seed/types";
import { users } from "../../worker/db/seed/users";

/** A seeded user by persona, with the email the default configuration gives them. */
export function persona(name: Persona) {
  const user = users.find((u) => u.persona === name);
  if (!user) throw new Error(`no seeded user with persona ${name}`);
  return { ...user, email: user.email ?? `${user.localPart}@${defaultConfig.application.domain}` };
}
