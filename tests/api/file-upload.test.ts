import { beforeAll, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { customerToken, readThroughXxe, smallPdf, upload, zipOf } from "../support/uploads";

/** POST /file-upload: bad input answers a clear 4xx JSON error; ordinary uploads land in the instance's files. */
describe("POST /file-upload", () => {
  let token: string;
  beforeAll(async () => {
    await resetInstance();
    token = await customerToken();
  });

  const expectError = async (response: Response, status: number, message: RegExp) => {
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect((await response.json()).error).toMatch(message);
  };

  it("without a token is a 401", async () => {
    await expectError(await upload(null, { name: "invoice.pdf", content: smallPdf() }), 401, /logged in/);
  });

  it("with a token that does not verify is a 401", async () => {
    await expectError(await upload("not.a.token", { name: "invoice.pdf", content: smallPdf() }), 401, /logged in/);
  });

  it("a body that is not multipart is a 415", async () => {
    const response = await call("/file-upload", { method: "POST", json: { file: "invoice.pdf" }, headers: { Authorization: `Bearer ${token}` } });
    await expectError(response, 415, /multipart\/form-data/);
  });

  it("no file field is a 400", async () => {
    await expectError(await upload(token, { name: "invoice.pdf", content: smallPdf() }, "attachment"), 400, /No file/);
  });

  it("a file field that is plain text is a 400", async () => {
    const form = new FormData();
    form.append("file", "invoice.pdf");
    const response = await call("/file-upload", { method: "POST", body: form, headers: { Authorization: `Bearer ${token}` } });
    await expectError(response, 400, /No file/);
  });

  it("an empty file is a 400", async () => {
    await expectError(await upload(token, { name: "invoice.pdf", content: new Uint8Array(0) }), 400, /empty/);
  });

  it("a multipart body that is not one is a 400", async () => {
    const response = await call("/file-upload", {
      method: "POST",
      body: "this is not multipart at all",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "multipart/form-data; boundary=----squeeze" },
    });
    await expectError(response, 400, /multipart/);
  });

  it("a body far over the limit is a 400, and the connection keeps working", async () => {
    await expectError(await upload(token, { name: "invoice.pdf", content: new Uint8Array(1_500_000) }), 400, /200000 bytes/);
    expect((await call("/rest/admin/application-version")).status).toBe(200);
  });

  it("a .zip that is not an archive, broken XML and broken YAML are 400s", async () => {
    await expectError(await upload(token, { name: "photos.zip", content: "PK but not really" }), 400, /ZIP/);
    await expectError(await upload(token, { name: "order.xml", content: "<order><item></order>" }), 400, /XML/);
    await expectError(await upload(token, { name: "order.yaml", content: "order: [1, 2\n" }), 400, /YAML/);
  });

  it("a PDF is stored under /uploads/complaints", async () => {
    const pdf = smallPdf();
    const response = await upload(token, { name: "my invoice (1).pdf", content: pdf, type: "application/pdf" });
    expect(response.status).toBe(201);
    const { status, data } = await response.json();
    expect(status).toBe("success");
    expect(data).toEqual({ stored: [{ path: expect.stringMatching(/^\/uploads\/complaints\/[0-9a-f]{8}-my_invoice__1_\.pdf$/), size: pdf.length }], skipped: [] });
  });

  it("a ZIP archive is unpacked under /uploads/complaints, folders skipped", async () => {
    const response = await upload(token, { name: "evidence.zip", content: zipOf({ "photos/": "", "photos/label.txt": "best before yesterday", "note.md": "see photos" }) });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.stored.map((file: { path: string }) => file.path).sort()).toEqual(["/uploads/complaints/note.md", "/uploads/complaints/photos/label.txt"]);
    expect(data.skipped).toEqual([{ name: "photos/", reason: "a folder" }]);
    const read = await upload(token, { name: "peek.xml", content: readThroughXxe("/uploads/complaints/photos/label.txt") });
    expect((await read.json()).parsed).toContain("best before yesterday");
  });

  it("the instance's file space is bounded: the oldest uploads make room for new ones", async () => {
    await resetInstance();
    token = await customerToken();
    // 48 × 190 kB is more than the 8 MiB the files may hold together.
    const paths: string[] = [];
    for (let i = 0; i < 48; i++) {
      const response = await upload(token, { name: `scan-${i}.pdf`, content: new Uint8Array(190_000).fill(0x25) });
      expect(response.status).toBe(201);
      paths.push((await response.json()).data.stored[0].path);
    }
    const peek = async (path: string) => (await (await upload(token, { name: "peek.xml", content: readThroughXxe(path) })).json()).parsed as string;
    expect(await peek(paths[0]!)).toContain("<peek/>"); // the oldest upload is gone
    expect(await peek(paths[47]!)).toContain("%%%%");
    expect(await peek("/ftp/legal.md")).toContain("# Terms of Use"); // seed files are never evicted
  });

  it("none of this was an unplanned failure", async () => {
    expect(await isSolved("errorHandlingChallenge")).toBe(false);
  });
});
