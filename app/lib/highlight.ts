/**
 * A small syntax highlighter of our own for the coding challenges' snippets (TypeScript,
 * JavaScript, JSON, YAML): line by line, enough to read by, with no highlighting library in the
 * page.
 */

export type TokenKind = "plain" | "keyword" | "string" | "comment" | "number" | "key";
export interface Token {
  kind: TokenKind;
  text: string;
}

const keywords =
  "as|async|await|break|case|catch|class|const|continue|default|delete|do|else|export|extends|false|finally|for|from|function|if|import|in|instanceof|interface|let|new|null|of|return|satisfies|static|super|switch|this|throw|true|try|type|typeof|undefined|var|void|while|yield";

const patterns: Record<"script" | "json" | "yaml", [TokenKind, RegExp][]> = {
  script: [
    ["comment", /^(\/\/.*|\/\*.*?(\*\/|$))/],
    ["string", /^("(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|`(?:[^`\\]|\\.)*`?)/],
    ["number", /^\d[\d_.]*(e\d+)?/i],
    ["keyword", new RegExp(`^(?:${keywords})\\b`)],
    ["plain", /^[A-Za-z_$][\w$]*/],
  ],
  json: [
    ["key", /^"(?:[^"\\]|\\.)*"(?=\s*:)/],
    ["string", /^"(?:[^"\\]|\\.)*"?/],
    ["number", /^-?\d[\d.]*(e[+-]?\d+)?/i],
    ["keyword", /^(?:true|false|null)\b/],
  ],
  yaml: [
    ["comment", /^#.*/],
    ["key", /^[\w.-]+(?=\s*:(\s|$))/],
    ["string", /^("(?:[^"\\]|\\.)*"?|'(?:[^']|'')*'?)/],
    ["number", /^-?\d[\d.]*\b/],
    ["keyword", /^(?:true|false|null)\b/],
  ],
};

export function highlightLine(line: string, language: string): Token[] {
  const rules = patterns[language === "json" ? "json" : language === "yaml" ? "yaml" : "script"];
  const tokens: Token[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind && kind === "plain") last.text += text;
    else tokens.push({ kind, text });
  };
  let rest = line;
  while (rest.length > 0) {
    let text = rest[0]!;
    let kind: TokenKind = "plain";
    for (const [ruleKind, regex] of rules) {
      const match = regex.exec(rest)?.[0];
      if (match) {
        [text, kind] = [match, ruleKind];
        break;
      }
    }
    push(kind, text);
    rest = rest.slice(text.length);
  }
  return tokens;
}
