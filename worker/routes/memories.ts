import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import { memories, users } from "../db/schema";
import { requireUser, signedInUser } from "../lib/auth";
import { makeRoom, writeFileStatement } from "../lib/files";
import { readCapped } from "./file-upload";
import { uploadsFolder } from "./uploads";

/**
 * The photo wall: GET /rest/memories (everyone) and POST /rest/memories (signed-in users: a
 * multipart body with the picture in `image` and its `caption`). Pictures go to the instance's
 * virtual file system and are served from /assets/public/images/uploads/. Mounted at /rest/memories.
 */

export const memoryLimits = { imageBytes: 500_000, bodyBytes: 500_000 + 16 * 1024, captionLength: 200 } as const;

/** A PNG or a JPEG by its first four bytes, as the photo wall's form checks (spec part 2 §5). */
export function photoType(bytes: Uint8Array): "png" | "jpg" | null {
  const [a, b, c, d] = bytes;
  if (a === 0x89 && b === 0x50 && c === 0x4e && d === 0x47) return "png";
  if (a === 0xff && b === 0xd8 && c === 0xff && d !== undefined && [0xe0, 0xe1, 0xe2, 0xe3, 0xe8].includes(d)) return "jpg";
  return null;
}

const memoryColumns = {
  id: memories.id,
  caption: memories.caption,
  imagePath: memories.imagePath,
  UserId: memories.UserId,
  createdAt: memories.createdAt,
  username: users.username,
};

type MemoryRow = { id: number; caption: string; imagePath: string; UserId: number | null; createdAt: string; username: string | null };
const asMemory = ({ username, ...memory }: MemoryRow) => ({ ...memory, User: memory.UserId === null || username === null ? null : { username } });

async function readForm(request: Request): Promise<{ image: File; caption: string }> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;.*boundary=/i.test(contentType)) {
    throw new HTTPException(415, { message: "Send the picture as multipart/form-data, in a field named image, with a caption." });
  }
  const body = await readCapped(request, memoryLimits.bodyBytes);
  if (!body) throw new HTTPException(413, { message: `A picture may have at most ${memoryLimits.imageBytes} bytes.` });
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new HTTPException(400, { message: "The multipart body could not be read." });
  }
  const image = form.get("image");
  const caption = form.get("caption");
  if (image === null || typeof image === "string" || image.size === 0) throw new HTTPException(400, { message: "No picture: send it in a field named image." });
  if (typeof caption !== "string" || caption.trim() === "") throw new HTTPException(400, { message: "A caption is required." });
  if (caption.length > memoryLimits.captionLength) throw new HTTPException(400, { message: `A caption has at most ${memoryLimits.captionLength} characters.` });
  if (image.size > memoryLimits.imageBytes) throw new HTTPException(413, { message: `A picture may have at most ${memoryLimits.imageBytes} bytes.` });
  return { image, caption: caption.trim() };
}

export const memoriesApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const rows = await c
      .get("instance")
      .data.db.select(memoryColumns)
      .from(memories)
      .leftJoin(users, eq(users.id, memories.UserId))
      .orderBy(desc(memories.id));
    return c.json({ status: "success" as const, data: rows.map(asMemory) }, 200);
  })
  .post("/", requireUser, async (c) => {
    const ctx = c.get("instance");
    const user = signedInUser(c);
    const { image, caption } = await readForm(c.req.raw);
    const bytes = new Uint8Array(await image.arrayBuffer());
    const type = photoType(bytes);
    if (!type) throw new HTTPException(415, { message: "Invalid mime type: the photo wall takes PNG and JPEG pictures." });
    const imagePath = `${uploadsFolder}/memory-${Date.now()}-${crypto.randomUUID().slice(0, 8)}.${type}`;
    if (!(await makeRoom(ctx.data, bytes.byteLength))) throw new HTTPException(413, { message: "The instance's file space is full. Reset the instance to start over." });
    // vuln-code-snippet start geoStalkingMetaChallenge
    // The picture is stored byte for byte, metadata and all: where a camera says it was taken is
    // published with it.
    await ctx.data.atomic([writeFileStatement(ctx.data.db, imagePath, bytes)]); // vuln-code-snippet vuln-line geoStalkingMetaChallenge
    // vuln-code-snippet end geoStalkingMetaChallenge
    const [created] = await ctx.data.db.insert(memories).values({ UserId: user.id, caption, imagePath }).returning();
    return c.json({ status: "success" as const, data: { ...created!, User: { username: user.username } } }, 201);
  });
