import { plainText } from "../lib/plain-text";

/**
 * The catalogue's texts are small HTML (code, em, the odd span). CTFd renders Markdown with HTML
 * inside, so it gets them as they are; RootTheBox escapes HTML and renders Markdown, so it gets
 * Markdown; FBCTF prints text, so it gets plain text.
 */

const decode = plainText;

/** A Markdown code span that survives backticks inside (the XSS payloads have some). */
function codeSpan(text: string): string {
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longestRun + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]])/g, "\\$1");

const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;

/** Markdown of the catalogue's HTML: code spans, emphasis and strong; other tags dropped. */
export function markdownOf(html: string): string {
  let out = "";
  let code: string | null = null;
  let last = 0;
  for (const match of html.matchAll(tag)) {
    const between = html.slice(last, match.index);
    last = match.index + match[0].length;
    if (code !== null) code += between;
    else out += escapeMarkdown(decode(between));
    const closing = match[1] === "/";
    const name = match[2]!.toLowerCase();
    if (name === "code") {
      if (!closing) code = "";
      else if (code !== null) {
        out += codeSpan(decode(code));
        code = null;
      }
    } else if (code === null && (name === "em" || name === "i")) out += "*";
    else if (code === null && (name === "strong" || name === "b")) out += "**";
    else if (code === null && name === "br") out += "\n";
  }
  const rest = html.slice(last);
  out += code !== null ? codeSpan(decode(code + rest)) : escapeMarkdown(decode(rest));
  return out;
}

export { plainText };
