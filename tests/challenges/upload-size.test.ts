import { beforeEach, describe, expect, it } from "vitest";
import { isSolved, resetInstance } from "../support/instance";
import { customerToken, pdfOfSize, smallPdf, upload } from "../support/uploads";

describe("uploadSizeChallenge: the server takes files the complaint form refuses", () => {
  beforeEach(resetInstance);

  it("a 150 kB PDF sent past the form is stored and solves it", async () => {
    const response = await upload(await customerToken(), { name: "invoice.pdf", content: pdfOfSize(150_000), type: "application/pdf" });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.stored).toEqual([{ path: expect.stringMatching(/^\/uploads\/complaints\/.+-invoice\.pdf$/), size: 150_000 }]);
    expect(await isSolved("uploadSizeChallenge")).toBe(true);
  });

  it("one byte over the form's limit is enough, whatever the file", async () => {
    expect((await upload(await customerToken(), { name: "scan.zip", content: new Uint8Array(100_001) })).status).toBe(400);
    expect(await isSolved("uploadSizeChallenge")).toBe(true);
  });

  it("files the form allows do not solve it, nor does one the server refuses", async () => {
    const token = await customerToken();
    expect((await upload(token, { name: "invoice.pdf", content: smallPdf() })).status).toBe(201);
    expect((await upload(token, { name: "invoice.pdf", content: pdfOfSize(100_000) })).status).toBe(201);
    const tooBig = await upload(token, { name: "invoice.pdf", content: pdfOfSize(200_001) });
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).error).toMatch(/200000 bytes/);
    expect(await isSolved("uploadSizeChallenge")).toBe(false);
  });
});
