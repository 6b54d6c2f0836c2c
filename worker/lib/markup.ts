/**
 * A forgiving look at markup as a browser would parse it, for the XSS detectors: which tags and
 * attributes a piece of HTML has, and whether any of it runs script once written into a page.
 */
export interface Tag {
  name: string;
  attributes: Map<string, string>;
}

const tagPattern = /<([a-z][^\s/>]*)([^>]*)>/gi;
const attributePattern = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", colon: ":", tab: "\t", newline: "\n" };

/** Character references decoded, as the browser does in attribute values. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function tagsOf(html: string): Tag[] {
  return [...html.matchAll(tagPattern)].map(([, name, rest]) => ({
    name: name!.toLowerCase(),
    attributes: new Map(
      [...(rest ?? "").matchAll(attributePattern)].map(([, key, double, single, bare]) => [key!.toLowerCase(), decodeEntities(double ?? single ?? bare ?? "")]),
    ),
  }));
}

/** A URL the browser would run as script (it ignores control characters and spaces in the scheme). */
export const isScriptUrl = (url: string) => /^javascript:/i.test(url.replace(/[\u0000-\u0020]/g, ""));

const urlAttributes = new Set(["src", "href", "action", "formaction", "data", "xlink:href"]);

/**
 * Whether markup runs script when written into a page with innerHTML: an event handler, a
 * javascript: URL, or a frame whose own document does. (A <script> element written that way
 * never runs, so it does not count.)
 */
export function runsScript(html: string, depth = 0): boolean {
  return tagsOf(html).some(({ attributes }) =>
    [...attributes].some(
      ([name, value]) =>
        (name.startsWith("on") && value.trim() !== "") ||
        (urlAttributes.has(name) && isScriptUrl(value)) ||
        (name === "srcdoc" && depth < 3 && (/<script\b/i.test(value) || runsScript(value, depth + 1))),
    ),
  );
}
