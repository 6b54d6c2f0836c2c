import { describe, expect, it } from "vitest";
import { decodeEntities, runsScript, tagsOf } from "../../worker/lib/markup";

describe("markup as the XSS detectors read it", () => {
  it.each([
    '<iframe src="javascript:alert(`xss`)">',
    "<img src=x onerror=alert(1)>",
    "<svg/onload=alert(document.domain)>",
    '<a href=" jav&#x61;script:alert(1)">deal</a>',
    "<IFRAME SRC='JaVaScRiPt:alert(1)'></IFRAME>",
    '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
    "<details open ontoggle=alert(1)>",
  ])("runs script: %s", (html) => expect(runsScript(html)).toBe(true));

  it.each([
    "A press with a <em>satisfying</em> lever.",
    '<a href="https://squeeze.test/pulped-deal">deal</a>',
    "<script>alert(1)</script>",
    '<img src="/assets/x.png" alt="javascript: the good parts">',
    "onerror=alert(1) as plain text",
  ])("does not run script: %s", (html) => expect(runsScript(html)).toBe(false));

  it("reads tags and decoded attribute values", () => {
    expect(tagsOf('<iframe width="100%" src=\'/promotion\' allow=autoplay>')).toEqual([
      { name: "iframe", attributes: new Map([["width", "100%"], ["src", "/promotion"], ["allow", "autoplay"]]) },
    ]);
    expect(decodeEntities("&lt;b&gt; &#106;&#x61;&amp;&unknown;")).toBe("<b> ja&&unknown;");
  });
});
