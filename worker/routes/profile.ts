import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import csrf from "../challenges/catalogue/csrf";
import usernameXss from "../challenges/catalogue/username-xss";
import { solveIf } from "../challenges/engine";
import { users } from "../db/schema";
import { currentUser } from "../lib/auth";
import { writeFile } from "../lib/files";
import { escapeHtml } from "../lib/html";
import { renderUsername } from "../lib/profile-template";
import { selfRequest } from "../lib/self-requests";
import { formFields } from "../lib/validate";
import { uploadedImageType, uploadsFolder } from "./uploads";

const maxImageBytes = 150_000;
const maxUsername = 500;

/** The signed-in user's row, for the profile's own requests (sent with the token cookie by a browser). */
async function profileUser(c: Context<ApiEnv>) {
  const user = await currentUser(c);
  if (!user) throw new HTTPException(401, { message: "Please log in to see your profile." });
  const [row] = await c.get("instance").data.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new HTTPException(401, { message: "Your account no longer exists." });
  return row;
}

/** Where a form post came from, when the browser says: its Origin, else its Referer. */
function senderOrigin(c: Context<ApiEnv>): string | null {
  const origin = c.req.header("Origin");
  if (origin) return origin;
  const referer = c.req.header("Referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

const ownOrigin = (c: Context<ApiEnv>) => new URL(c.req.url).origin;

/** The first script-src of a policy: the one a browser enforces when a directive appears twice. */
const scriptSources = (policy: string) => policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";

function page(appName: string, body: string) {
  return `<!doctype html>
<html lang="en" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Profile – ${escapeHtml(appName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  :root { color-scheme: dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #09090b; color: #fafafa; }
  header { display: flex; align-items: center; gap: .75rem; padding: .75rem 1rem; background: #111111; border-bottom: 1px solid #27272a; }
  header a { color: #fafafa; font-weight: 700; font-size: 1.125rem; text-decoration: none; }
  main { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #111111; border: 1px solid #27272a; border-radius: .5rem; padding: 1.5rem; display: grid; gap: 1.25rem; }
  .card > * { min-width: 0; }
  h1 { margin: 0; font-size: 1.5rem; }
  h2 { margin: 0 0 .5rem; font-size: 1rem; }
  .who { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
  .who img { width: 96px; height: 96px; border-radius: 50%; object-fit: cover; background: #27272a; }
  .who p { margin: .25rem 0; overflow-wrap: anywhere; }
  label { display: block; margin-bottom: .375rem; font-size: .875rem; }
  input[type=text], input[type=url] { width: 100%; box-sizing: border-box; padding: .5rem .625rem; border-radius: .375rem; border: 1px solid #52525b; background: #09090b; color: #fafafa; font: inherit; }
  input[type=file] { font: inherit; color: #fafafa; max-width: 100%; }
  button { margin-top: .5rem; padding: .5rem 1rem; border: 0; border-radius: .375rem; background: #c2410c; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 2px solid #fb923c; outline-offset: 2px; }
  .muted { color: #a1a1aa; font-size: .875rem; }
</style>
</head>
<body>
<header><a href="/search">${escapeHtml(appName)}</a></header>
<main>${body}</main>
</body>
</html>`;
}

/**
 * The profile page, rendered by the worker (several challenges live in how it renders), and its
 * forms: username, and the picture by upload or by URL. Mounted at /profile.
 */
export const profileApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const ctx = c.get("instance");
    const row = await profileUser(c);
    const username = await renderUsername(ctx, row.username);
    // vuln-code-snippet start usernameXssChallenge
    // The picture's URL is written into the page's policy as it is: a ";" in it starts a directive
    // of the student's own, and the first script-src a browser reads wins.
    const imageSource = row.profileImage.startsWith("/") ? "" : row.profileImage; // a picture of the shop's own is 'self'
    const policy = `default-src 'self'; img-src 'self' ${imageSource}; style-src 'self' 'unsafe-inline'; script-src 'self'`.replace(/[\r\n]/g, " "); // vuln-code-snippet vuln-line usernameXssChallenge
    // vuln-code-snippet end usernameXssChallenge
    await solveIf(ctx, usernameXss, () => scriptSources(policy).includes("'unsafe-inline'") && /<script>alert\(`xss`\)<\/script>/.test(username));
    const appName = ctx.config.application.name;
    const body = `<div class="card">
  <h1>Profile</h1>
  <div class="who">
    <img src="${escapeHtml(row.profileImage)}" alt="Your profile picture">
    <div>
      <p><span class="muted">Email</span><br>${escapeHtml(row.email)}</p>
      <p><span class="muted">Username</span><br><span id="username">${username}</span></p>
    </div>
  </div>
  <form method="post" action="/profile">
    <label for="username-field">Username</label>
    <input id="username-field" type="text" name="username" value="${escapeHtml(row.username)}" maxlength="${maxUsername}">
    <button type="submit">Set username</button>
  </form>
  <form method="post" action="/profile/image/file" enctype="multipart/form-data">
    <h2>Upload a picture</h2>
    <label for="file-field">Picture file (PNG, JPEG or GIF, up to 150 kB)</label>
    <input id="file-field" type="file" name="file" accept="image/png,image/jpeg,image/gif">
    <button type="submit">Upload picture</button>
  </form>
  <form method="post" action="/profile/image/url">
    <h2>Or take a picture from the web</h2>
    <label for="url-field">Picture URL</label>
    <input id="url-field" type="url" name="imageUrl" placeholder="https://…">
    <button type="submit">Link picture</button>
  </form>
</div>`;
    c.header("Content-Security-Policy", policy);
    return c.html(page(appName, body), 200);
  })
  .post("/", async (c) => {
    const ctx = c.get("instance");
    const row = await profileUser(c);
    const form = z.object({ username: z.string().max(maxUsername) }).safeParse(await formFields(c));
    if (!form.success) throw new HTTPException(400, { message: `Send a username of at most ${maxUsername} characters.` });
    const { username } = form.data;
    // vuln-code-snippet start csrfChallenge
    // No anti-forgery token and no look at where the form came from: any page may post it, and the
    // browser adds the user's token cookie, which the shop sets to go along with other sites'
    // requests (SameSite=None, app/lib/storage.ts).
    await ctx.data.db.update(users).set({ username, updatedAt: new Date().toISOString() }).where(eq(users.id, row.id)); // vuln-code-snippet vuln-line csrfChallenge
    // vuln-code-snippet end csrfChallenge
    const sender = senderOrigin(c);
    await solveIf(ctx, csrf, () => sender !== null && sender !== ownOrigin(c) && username !== row.username);
    return c.redirect("/profile", 302);
  })
  .post("/image/file", async (c) => {
    const ctx = c.get("instance");
    const row = await profileUser(c);
    const body = await formFields(c);
    const file = body.file;
    if (!(file instanceof File)) throw new HTTPException(400, { message: "Choose a picture file to upload." });
    if (file.size > maxImageBytes) throw new HTTPException(400, { message: "The picture is larger than 150 kB." });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = uploadedImageType(bytes);
    if (!type) throw new HTTPException(400, { message: "Only PNG, JPEG and GIF pictures can be uploaded." });
    const path = `${uploadsFolder}/profile-${row.id}.${type.extension}`;
    await writeFile(ctx.data, path, bytes, type.contentType);
    await ctx.data.db.update(users).set({ profileImage: path, updatedAt: new Date().toISOString() }).where(eq(users.id, row.id));
    return c.redirect("/profile", 302);
  })
  .post("/image/url", async (c) => {
    const ctx = c.get("instance");
    const row = await profileUser(c);
    const form = z.object({ imageUrl: z.string().min(1).max(2000) }).safeParse(await formFields(c));
    if (!form.success) throw new HTTPException(400, { message: "Send the picture's URL (up to 2000 characters)." });
    const { imageUrl } = form.data;
    let profileImage = imageUrl;
    // vuln-code-snippet start ssrfChallenge
    // The server requests whatever URL the user gives, on the user's behalf. (Safely for a shared
    // machine: it reaches only this instance, in-process, never another host.)
    const target = URL.canParse(imageUrl) ? new URL(imageUrl) : null;
    if (target && isThisInstance(target, c)) {
      const response = await c.get("selfFetch")(selfRequest(new URL(`${target.pathname}${target.search}`, ownOrigin(c)))); // vuln-code-snippet vuln-line ssrfChallenge
      // vuln-code-snippet end ssrfChallenge
      const bytes = new Uint8Array(await response.arrayBuffer());
      const type = response.ok && bytes.byteLength <= maxImageBytes ? uploadedImageType(bytes) : null;
      if (type) {
        profileImage = `${uploadsFolder}/profile-${row.id}.${type.extension}`;
        await writeFile(ctx.data, profileImage, bytes, type.contentType);
      }
    }
    await ctx.data.db.update(users).set({ profileImage, updatedAt: new Date().toISOString() }).where(eq(users.id, row.id));
    return c.redirect("/profile", 302);
  });

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

/** Whether a URL points at this instance (its own host, or the machine it runs on). */
function isThisInstance(url: URL, c: Context<ApiEnv>): boolean {
  return (url.protocol === "http:" || url.protocol === "https:") && (url.host === new URL(c.req.url).host || loopbackHosts.has(url.hostname));
}
