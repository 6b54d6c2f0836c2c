import type { InstanceContext } from "../instance/context";

// vuln-code-snippet start usernameXssChallenge
/**
 * The old sanitizer the profile page still uses: it removes what looks like a tag, once. What the
 * removal leaves behind is never looked at again, so a tag hidden inside another survives.
 */
export const sanitizeLegacy = (text: string) => text.replace(/<[^<>]*>/g, ""); // vuln-code-snippet vuln-line usernameXssChallenge
// vuln-code-snippet end usernameXssChallenge

/** The username as the profile page shows it (HTML). */
export async function renderUsername(_ctx: InstanceContext, username: string): Promise<string> {
  return sanitizeLegacy(username);
}
