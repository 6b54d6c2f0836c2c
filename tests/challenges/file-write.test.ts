import { beforeEach, describe, expect, it } from "vitest";
import { isSolved, resetInstance } from "../support/instance";
import { customerToken, readThroughXxe, upload, zipOf } from "../support/uploads";

const sendZip = async (files: Record<string, string>) => upload(await customerToken(), { name: "evidence.zip", content: zipOf(files), type: "application/zip" });

describe("fileWriteChallenge: zip slip over the terms of use", () => {
  beforeEach(resetInstance);

  it("an entry named ../../ftp/legal.md replaces the terms and solves it", async () => {
    const terms = "# Terms of use\n\nEverything is free today.\n";
    const response = await sendZip({ "../../ftp/legal.md": terms });
    expect(response.status).toBe(201);
    expect((await response.json()).data.stored).toEqual([{ path: "/ftp/legal.md", size: terms.length }]);
    expect(await isSolved("fileWriteChallenge")).toBe(true);
    // The file itself changed (read back the way a student could, through the XML interface).
    const read = await upload(await customerToken(), { name: "peek.xml", content: readThroughXxe("/ftp/legal.md") });
    expect((await read.json()).parsed).toContain("Everything is free today.");
  });

  it("a longer way round to the same file works as well", async () => {
    expect((await sendZip({ "receipts/../../../ftp/./legal.md": "mine now" })).status).toBe(201);
    expect(await isSolved("fileWriteChallenge")).toBe(true);
  });

  it("ordinary archives stay in the upload folder and solve nothing", async () => {
    const response = await sendZip({ "photos/bottle.txt": "a dented bottle", "ftp/legal.md": "a copy, in its own folder" });
    expect(response.status).toBe(201);
    const paths = (await response.json()).data.stored.map((file: { path: string }) => file.path).sort();
    expect(paths).toEqual(["/uploads/complaints/ftp/legal.md", "/uploads/complaints/photos/bottle.txt"]);
    expect(await isSolved("fileWriteChallenge")).toBe(false);
  });

  it("climbing out to another file does not solve it", async () => {
    expect((await sendZip({ "../../ftp/notes.md": "a new file beside the terms" })).status).toBe(201);
    expect(await isSolved("fileWriteChallenge")).toBe(false);
  });
});
