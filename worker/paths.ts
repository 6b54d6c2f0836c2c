/**
 * The one table of path prefixes that belong to the API (and its hidden tripwire paths). A request
 * under one of them is answered by the API, with JSON, never with the shop's HTML; everything else
 * goes to the rooms or the shop's pages. A unit test checks that every API route lies under one.
 */
export const apiPrefixes = [
  "/api",
  "/rest",
  "/snippets",
  "/file-upload",
  "/ftp",
  "/profile",
  "/b2b",
  "/redirect",
  "/metrics",
  "/.well-known",
  "/encryptionkeys",
  "/support/logs",
  "/assets/public/images/padding",
  "/operator",
  // Where the quarantined malware calls home (the SSRF challenge).
  "/solve",
  // Uploaded pictures (profile images, the photo wall) live in the virtual file system.
  "/assets/public/images/uploads",
  // The nested Easter egg's page (its path is hidden in /ftp/hidden.egg).
  "/squeezing",
  // The promotion video page and its media, served from the instance's files (videoXssChallenge).
  "/promotion",
  "/assets/public/videos",
  // The server-rendered data erasure page, with its layout parameter (lfrChallenge).
  "/dataerasure",
  // The path the privacy policy's marked words spell out (privacyPolicyProofChallenge).
  "/we/may/also/instruct",
  // The press's CAD model, unlinked among the product images (retrieveBlueprintChallenge).
  "/assets/public/images/products/cold-press-3000-housing.stl",
  // Translations, the unoffered ones included (extraLanguageChallenge).
  "/assets/i18n",
  // The wholesale API's description, shown in Swagger UI (its files are static, under /swagger-ui).
  "/api-docs",
  // Squeeze Premium's tasting room, named by the encrypted text of premiumPaywallChallenge.
  "/the/tasting/room",
] as const;

/** Whether a path is the prefix itself or lies below it ("/profile" and "/profile/image/url", not "/profiles"). */
export const isApiPath = (pathname: string) =>
  apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
