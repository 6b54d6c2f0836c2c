import { beforeAll, describe, expect, it } from "vitest";
import { call, resetInstance } from "../support/instance";
import { signIn } from "../support/shop";
import { captcha, solveCaptcha } from "../support/talk";

const tinyPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

function memoryForm(image: Uint8Array | null, caption: string | null, name = "photo.png") {
  const form = new FormData();
  if (image) form.append("image", new Blob([new Uint8Array(image)]), name);
  if (caption !== null) form.append("caption", caption);
  return form;
}

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json()) as { error: string };
  expect(typeof body.error).toBe("string");
  return body.error;
}

describe("feedback, captcha, complaints, photo wall, chatbot and /.well-known: contracts and bad input", () => {
  let customer: Record<string, string>;
  beforeAll(async () => {
    await resetInstance();
    customer = await signIn("jim");
  });

  it("GET /rest/captcha gives an expression, its id and its answer", async () => {
    const body = await captcha();
    expect(body.captcha).toMatch(/^\d+[+*-]\d+[+*-]\d+$/);
    expect(body.answer).toBe(solveCaptcha(body.captcha));
    expect(Number.isInteger(body.captchaId)).toBe(true);
  });

  it("GET /api/Feedbacks lists feedback with user ids, comments and ratings", async () => {
    const response = await call("/api/Feedbacks");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data[0]).toMatchObject({ id: 1, UserId: 1, rating: 5 });
    expect(data[0].comment).toMatch(/\(ad\*\*\*@squeeze\.test\)$/);
  });

  it("POST /api/Feedbacks refuses bad input with a 4xx JSON error", async () => {
    const { captchaId, answer } = await captcha();
    const good = { captchaId, captcha: answer, comment: "Nice.", rating: 4 };
    expect((await call("/api/Feedbacks", { method: "POST", body: "comment=hi" })).status).toBe(415);
    const cases: [unknown, number][] = [
      [{ ...good, comment: "" }, 400],
      [{ ...good, comment: "x".repeat(401) }, 400],
      [{ ...good, rating: "5" }, 400],
      [{ ...good, captchaId: "one" }, 400],
      [{ ...good, UserId: 9999 }, 400],
      [{ ...good, captchaId: captchaId + 1 }, 401],
      [[good], 400],
    ];
    for (const [json, status] of cases) {
      const response = await call("/api/Feedbacks", { method: "POST", json });
      expect(response.status, JSON.stringify(json)).toBe(status);
      await errorOf(response);
    }
    expect((await call("/api/Feedbacks", { method: "POST", json: good })).status).toBe(201);
  });

  it("DELETE /api/Feedbacks/:id needs a login, a numeric id and an existing feedback", async () => {
    expect((await call("/api/Feedbacks/2", { method: "DELETE" })).status).toBe(401);
    expect((await call("/api/Feedbacks/abc", { method: "DELETE", headers: customer })).status).toBe(400);
    const missing = await call("/api/Feedbacks/99999", { method: "DELETE", headers: customer });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatch(/No feedback/);
  });

  it("POST /api/Complaints stores a signed-in customer's complaint and answers its reference", async () => {
    expect((await call("/api/Complaints", { method: "POST", json: { message: "hi" } })).status).toBe(401);
    for (const json of [{ message: "" }, { message: "x".repeat(401) }, { message: "hi", file: "/etc/passwd" }, {}]) {
      const response = await call("/api/Complaints", { method: "POST", headers: customer, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      await errorOf(response);
    }
    const response = await call("/api/Complaints", { method: "POST", headers: customer, json: { UserId: 99, message: "Warm juice.", file: "/uploads/complaints/abc-invoice.pdf" } });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ message: "Warm juice.", file: "/uploads/complaints/abc-invoice.pdf" });
    expect(data.UserId).not.toBe(99);
  });

  it("POST /rest/memories takes a PNG or JPEG with a caption from a signed-in user", async () => {
    expect((await call("/rest/memories", { method: "POST", body: memoryForm(tinyPng, "x") })).status).toBe(401);
    expect((await call("/rest/memories", { method: "POST", headers: customer, json: { caption: "x" } })).status).toBe(415);
    const cases: [FormData, number, RegExp][] = [
      [memoryForm(null, "No picture"), 400, /field named image/],
      [memoryForm(tinyPng, null), 400, /caption is required/],
      [memoryForm(tinyPng, "   "), 400, /caption is required/],
      [memoryForm(tinyPng, "x".repeat(201)), 400, /at most 200/],
      [memoryForm(Buffer.from("GIF89a, not wanted"), "A gif"), 415, /Invalid mime type/],
      [memoryForm(Buffer.concat([tinyPng, Buffer.alloc(600_000)]), "Too big"), 413, /at most 500000 bytes/],
    ];
    for (const [form, status, message] of cases) {
      const response = await call("/rest/memories", { method: "POST", headers: customer, body: form });
      expect(response.status).toBe(status);
      expect(await errorOf(response)).toMatch(message);
    }
    const created = await call("/rest/memories", { method: "POST", headers: customer, body: memoryForm(tinyPng, "One pixel of juice") });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ caption: "One pixel of juice", User: { username: "CaptainPulp" } });
    expect(data.imagePath).toMatch(/^\/assets\/public\/images\/uploads\/memory-\d+-[0-9a-f]{8}\.png$/);
    const picture = await call(data.imagePath);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toBe("image/png");
    const { data: wall } = await (await call("/rest/memories")).json();
    expect(wall[0]).toMatchObject({ caption: "One pixel of juice", imagePath: data.imagePath });
  });

  it("the chatbot: status for visitors, and validated messages for customers", async () => {
    const visitor = await (await call("/rest/chatbot/status")).json();
    expect(visitor).toMatchObject({ status: false });
    expect(visitor.body).toMatch(/log in/i);
    expect((await call("/rest/chatbot/respond", { method: "POST", json: { action: "query", query: "hi" } })).status).toBe(401);
    for (const json of [{ action: "shout", query: "hi" }, { action: "query", query: "" }, { action: "query", query: "x".repeat(501) }, { query: "hi" }]) {
      const response = await call("/rest/chatbot/respond", { method: "POST", headers: customer, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      await errorOf(response);
    }
    const long = await call("/rest/chatbot/respond", { method: "POST", headers: customer, json: { action: "setname", query: "x".repeat(101) } });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toMatch(/at most 100/);
    const first = await (await call("/rest/chatbot/respond", { method: "POST", headers: customer, json: { action: "query", query: "hi" } })).json();
    expect(first).toMatchObject({ action: "namequery" });
  });

  it("/.well-known: a security policy that points to the CSAF provider, and the advisories", async () => {
    const policy = await call("/.well-known/security.txt");
    expect(policy.status).toBe(200);
    expect(policy.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await policy.text();
    expect(text).toMatch(/^Contact: mailto:security@squeeze\.test$/m);
    const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!);
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    const csaf = /^CSAF: (.+)$/m.exec(text)![1]!;
    expect(new URL(csaf).pathname).toBe("/.well-known/csaf/provider-metadata.json");
    const metadata = await (await call("/.well-known/csaf/provider-metadata.json")).json();
    expect(metadata).toMatchObject({ role: "csaf_provider", metadata_version: "2.0" });
    const listing = await (await call("/.well-known/csaf/white/")).json();
    expect(listing.entries).toEqual(["2025/", "2026/", "changes.csv", "index.txt"]);
    expect((await (await call("/.well-known/csaf/white/2026")).json()).entries).toContain("sqz-sa-2026-0002.json.sha512");
    const advisory = await call("/.well-known/csaf/white/2026/sqz-sa-2026-0002.json");
    expect(advisory.headers.get("Content-Type")).toBe("application/json");
    expect((await advisory.json()).document.tracking.id).toBe("SQZ-SA-2026-0002");
    const missing = await call("/.well-known/csaf/white/2027/nothing.json");
    expect(missing.status).toBe(404);
    await errorOf(missing);
    expect((await call("/.well-known/nothing-here")).status).toBe(404);
  });
});
