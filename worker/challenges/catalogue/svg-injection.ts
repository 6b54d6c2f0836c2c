import { isAllowlistedLink, isRedirectAllowed } from "../../lib/redirects";
import { cheatSheets, defineChallenge } from "../types";

/** Where the deluxe page looks for its decal images. */
export const decalFolder = "/assets/public/images/deluxe/";

/**
 * Whether a test decal name makes the deluxe page load an image from another site: the name climbs
 * out of the decal folder to the shop's /redirect, whose target is a foreign URL the allowlist
 * check lets through.
 */
export function decalLoadsForeignImage(decal: unknown): boolean {
  if (typeof decal !== "string" || decal.length > 2000) return false;
  const shop = "https://shop.invalid";
  let resolved: URL;
  try {
    resolved = new URL(`${decalFolder}${decal}`, shop);
  } catch {
    return false;
  }
  if (resolved.origin !== shop || resolved.pathname !== "/redirect") return false;
  const target = resolved.searchParams.get("to");
  if (!target || !/^https?:\/\//i.test(target)) return false;
  return isRedirectAllowed(target) && !isAllowlistedLink(target);
}

export default defineChallenge({
  id: 104,
  key: "svgInjectionChallenge",
  name: "Cross-Site Imaging",
  category: "Security Misconfiguration",
  difficulty: 5,
  tags: ["Contraption"],
  description: "Make the deluxe membership page show a picture from a site of your choosing as its decal.",
  hints: [
    "The deluxe page has a way to preview other decals, left in from its design phase.",
    "A decal's name becomes part of an image address. Addresses can climb up folders, and the shop has a way of sending browsers elsewhere.",
  ],
  mitigationUrl: `${cheatSheets}/Content_Security_Policy_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Indonesia", code: "ID" },
  // The deluxe page reports the decal it loaded once the image has arrived.
  browserCheck: { report: "verifySvgInjectionChallenge", verify: decalLoadsForeignImage },
});
