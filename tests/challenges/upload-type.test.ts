import { beforeEach, describe, expect, it } from "vitest";
import { isSolved, resetInstance } from "../support/instance";
import { customerToken, smallPdf, upload, zipOf } from "../support/uploads";

describe("uploadTypeChallenge: the server takes any kind of file", () => {
  beforeEach(resetInstance);

  it("an .exe attachment is stored as an opaque file and solves it", async () => {
    const response = await upload(await customerToken(), { name: "receipt.exe", content: "MZ not really a program" });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.stored[0].path).toMatch(/^\/uploads\/complaints\/.+-receipt\.exe$/);
    expect(await isSolved("uploadTypeChallenge")).toBe(true);
  });

  it("so does a file with a double extension that ends in something else", async () => {
    expect((await upload(await customerToken(), { name: "invoice.pdf.html", content: "<h1>hi</h1>", type: "application/pdf" })).status).toBe(201);
    expect(await isSolved("uploadTypeChallenge")).toBe(true);
  });

  it("the kinds of file the form allows do not solve it, whatever their case", async () => {
    const token = await customerToken();
    expect((await upload(token, { name: "invoice.pdf", content: smallPdf() })).status).toBe(201);
    expect((await upload(token, { name: "INVOICE.PDF", content: smallPdf() })).status).toBe(201);
    expect((await upload(token, { name: "photos.zip", content: zipOf({ "photo.txt": "a dented bottle" }) })).status).toBe(201);
    expect((await upload(token, { name: "order.yaml", content: "order: 1\n" })).status).toBe(410);
    expect(await isSolved("uploadTypeChallenge")).toBe(false);
  });
});
