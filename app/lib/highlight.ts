/**
 * A small syntax highlighter of our own for the coding challenges' snippets (TypeScript,
 * JavaScript, JSON, YAML, Solidity): line by line, enough to read by, with no highlighting library
 * in the page.
 */

export type TokenKind = "plain" | "keyword" | "string" | "comment" | "number" | "key";
export interface Token {
  kind: TokenKind;
  text: string;
}

const keywords =
  "as|async|await|break|case|catch|class|const|continue|default|delete|do|else|export|extends|false|finally|for|from|function|if|import|in|instanceof|interface|let|new|null|of|return|satisfies|static|super|switch|this|throw|true|try|type|typeof|undefined|var|void|while|yield";

// Solidity's own words (its comments, strings and numbers read as a script's do).
const solidityKeywords =
  "address|bool|bytes\\d*|calldata|constant|constructor|contract|else|emit|event|external|false|for|function|if|immutable|import|interface|internal|mapping|memory|modifier|payable|pragma|private|public|pure|require|return|returns|revert|storage|string|true|u?int\\d*|unchecked|view|while";

const patterns: Record<"script" | "solidity" | "json" | "yaml", [TokenKind, RegExp][]> = {
  script: [
    ["comment", /^(\/\/.*|\/\*.*?(\*\/|$))/],
    ["string", /^("(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|`(?:[^`\\]|\\.)*`?)/],
    ["number", /^\d[\d_.]*(e\d+)?/i],
    ["keyword", new RegExp(`^(?:${keywords})\\b`)],
    ["plain", /^[A-Za-z_$][\w$]*/],
  ],
  solidity: [
    ["comment", /^(\/\/.*|\/\*.*?(\*\/|$))/],
    ["string", /^("(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?)/],
    ["number", /^\d[\d_.]*(e\d+)?/i],
    ["keyword", new RegExp(`^(?:${solidityKeywords})\\b`)],
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
  const rules = patterns[language === "json" ? "json" : language === "yaml" ? "yaml" : language === "solidity" ? "solidity" : "script"];
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
