/**
 * The first value of each key of a JSON object's top level. JSON.parse keeps the last value of a
 * repeated key; a reader that needs to know what came first (the basket's ownership check does,
 * on purpose, to be fooled) reads it here. Null when the text is not an object.
 */
export function firstTopLevelValues(text: string): Map<string, unknown> | null {
  let i = 0;
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  /** Moves past one JSON value and returns where it started. */
  const skipValue = () => {
    const start = i;
    let depth = 0;
    for (; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === '"') {
        for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
      } else if (ch === "{" || ch === "[") depth++;
      else if (ch === "}" || ch === "]") {
        if (depth === 0) break;
        depth--;
        if (depth === 0) {
          i++;
          break;
        }
      } else if (ch === "," && depth === 0) break;
    }
    return start;
  };
  space();
  if (text[i] !== "{") return null;
  i++;
  const values = new Map<string, unknown>();
  try {
    for (;;) {
      space();
      if (text[i] === "}") return values;
      if (text[i] !== '"') return null;
      const keyStart = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
      const key: unknown = JSON.parse(text.slice(keyStart, ++i));
      if (typeof key !== "string") return null;
      space();
      if (text[i] !== ":") return null;
      i++;
      space();
      const start = skipValue();
      if (!values.has(key)) values.set(key, JSON.parse(text.slice(start, i)));
      space();
      if (text[i] === ",") i++;
      else if (text[i] === "}") return values;
      else return null;
    }
  } catch {
    return null;
  }
}
