import { inflateSync } from "node:zlib";
import { afterEach, beforeEach, expect } from "vitest";
import { call, resetInstance, RoomClient } from "./instance";

/** GET /rest/captcha: the question, its id, and (the leak) its answer. */
export async function captcha(): Promise<{ captchaId: number; captcha: string; answer: string }> {
  const response = await call("/rest/captcha/");
  expect(response.status).toBe(200);
  return response.json();
}

/** Works a captcha out as a person would, from the expression alone (multiplication first). */
export function solveCaptcha(expression: string): string {
  const terms = expression.split(/(?=[+-])/).map((term) => term.split("*").reduce((product, n) => product * Number(n.replace("+", "")), 1));
  return String(terms.reduce((sum, term) => sum + term, 0));
}

export interface FeedbackInput {
  comment: string;
  rating: number;
  UserId?: number | null;
}

/** POST /api/Feedbacks with a freshly solved captcha, as the contact page sends it. */
export async function postFeedback(feedback: FeedbackInput, headers: Record<string, string> = {}): Promise<Response> {
  const { captchaId, captcha: expression } = await captcha();
  return call("/api/Feedbacks/", { method: "POST", headers, json: { ...feedback, captchaId, captcha: solveCaptcha(expression) } });
}

/** POST /api/Complaints, as the complaint page sends it. */
export function postComplaint(message: string, headers: Record<string, string>): Promise<Response> {
  return call("/api/Complaints/", { method: "POST", headers, json: { message } });
}

export interface Feedback {
  id: number;
  UserId: number | null;
  comment: string;
  rating: number;
}

export async function allFeedback(): Promise<Feedback[]> {
  const response = await call("/api/Feedbacks/");
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Feedback[] }).data;
}

export interface Memory {
  id: number;
  caption: string;
  imagePath: string;
  UserId: number | null;
  User: { username: string } | null;
}

export async function memories(): Promise<Memory[]> {
  const response = await call("/rest/memories/");
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Memory[] }).data;
}

/** A picture's bytes from its path (percent-encoding the path as a careful client would). */
export async function pictureBytes(imagePath: string): Promise<Uint8Array> {
  const response = await call(imagePath.split("/").map(encodeURIComponent).join("/"));
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The lowest bit of each colour channel (R, G, B) of an 8-bit, non-interlaced PNG, pixel by pixel,
 * read into bytes until a zero byte: the short script a student writes to find a hidden message.
 */
export function leastSignificantBitText(png: Uint8Array): string {
  const view = Buffer.from(png);
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (at < view.length) {
    const length = view.readUInt32BE(at);
    const type = view.toString("latin1", at + 4, at + 8);
    const chunk = view.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      channels = { 2: 3, 6: 4 }[chunk[9]!] ?? 0;
      if (chunk[8] !== 8 || channels === 0 || chunk[12] !== 0) throw new Error("only 8-bit RGB(A), non-interlaced PNGs");
    }
    if (type === "IDAT") data.push(chunk);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, filter === 4 ? paeth() : 0][filter]!;
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const bytes: number[] = [];
  let byte = 0;
  let bits = 0;
  for (let i = 0; i < width * height * 3; i++) {
    const pixel = Math.floor(i / 3);
    byte = (byte << 1) | (pixels[pixel * channels + (i % 3)]! & 1);
    if (++bits === 8) {
      if (byte === 0) break;
      bytes.push(byte);
      byte = 0;
      bits = 0;
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * Resets the instance before each test of the suite and opens a room client on it (for barriers);
 * returns a getter for the current client.
 */
export function freshInstanceWithRoom(): () => RoomClient {
  let room: RoomClient;
  beforeEach(async () => {
    await resetInstance();
    room = new RoomClient();
    await room.opened();
  });
  afterEach(() => room.close());
  return () => room;
}
