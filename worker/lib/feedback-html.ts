/// <reference path="./sanitize-html.d.ts" />
// (The old sanitizer ships no types: the reference brings ours into every program that imports this, the tests' too.)
/**
 * What a feedback comment keeps of HTML, and whether what is stored would run script in a browser.
 * Comments are shown as HTML on the about page (rendered on the server, so the browser parses them
 * with the page) and in the administration page's feedback table. Both libraries load on first
 * use, only on the feedback path: neither is needed by any other request.
 */
import type { DefaultTreeAdapterMap } from "parse5";

// vuln-code-snippet start persistedXssFeedbackChallenge
// An old release of a well-known sanitizer, on purpose (sanitize-html 1.4.2, pinned): it drops a
// script element together with its text in one pass, so what surrounds it can close up into a new
// tag ("<<script>x</script>iframe src=javascript:…>" leaves "<iframe src=javascript:…>").
export async function sanitizeComment(comment: string): Promise<string> {
  const { default: sanitizeHtml } = await import("sanitize-html"); // vuln-code-snippet vuln-line persistedXssFeedbackChallenge
  return sanitizeHtml(comment);
}
// vuln-code-snippet end persistedXssFeedbackChallenge

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/**
 * Where a javascript: address runs: a frame loads it, a link or form follows it when used. (An
 * image, object or embed with one runs nothing in today's browsers.)
 */
const scriptUrlAttributes: Readonly<Record<string, string>> = {
  iframe: "src",
  frame: "src",
  a: "href",
  area: "href",
  form: "action",
  button: "formaction",
  input: "formaction",
};

/** A javascript: address, as the browser reads one (it skips control characters and spaces, and entities are already decoded). */
const isScriptUrl = (value: string) => /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, ""));

async function runsIn(element: Element, depth: number): Promise<boolean> {
  if (element.tagName === "script") return true;
  for (const { name, value } of element.attrs) {
    if (name.startsWith("on") && value.trim() !== "") return true;
    if (scriptUrlAttributes[element.tagName] === name && isScriptUrl(value)) return true;
    // A frame's srcdoc is a document of the shop's own origin: its markup runs as this one's would.
    if (element.tagName === "iframe" && name === "srcdoc" && depth < 3 && (await runsScript(value, depth + 1))) return true;
  }
  return false;
}

/**
 * Whether stored markup would run script once a browser parses it into a page: a script element,
 * an element with an event handler, or one with a javascript: address. It is parsed by parse5, the
 * HTML standard's parsing algorithm, as the page's own parser would: `<Fooiframe src="javascript:…">`
 * is an unknown element whose src does nothing, and `&lt;img onerror=…&gt;` is only text.
 */
export async function runsScript(html: string, depth = 0): Promise<boolean> {
  if (!html.includes("<")) return false;
  const { parseFragment } = await import("parse5");
  const pending: Node[] = [...parseFragment(html).childNodes];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (!("tagName" in node)) continue;
    if (await runsIn(node, depth)) return true;
    pending.push(...node.childNodes);
    // A template's content is a fragment of its own: not run until somebody clones it in.
  }
  return false;
}
