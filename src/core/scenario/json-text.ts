// Reading a scenario document's text (issue #30): JSON.parse, with a syntax error placed at its line and column and
// a word on `//` or `/* */` comments (which JSON does not allow, and which hand-copied snippets often carry).

/** A document's text that is not JSON: where the parser stopped, and whether the text has comments. */
export class JsonTextError extends Error {
  constructor(
    /** The parser's own words. */
    readonly detail: string,
    /** 1-based line and column where the parser stopped. */
    readonly line: number,
    readonly column: number,
    /** True when the text holds `//` or `/* … *\/` outside strings. */
    readonly comments: boolean,
  ) {
    super(`${detail} (line ${line}, column ${column})`);
    this.name = "JsonTextError";
  }
}

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1) ?? "").length + 1 };
}

/** Whether the text holds a `//` or `/*` comment outside JSON strings. */
export function hasComments(text: string): boolean {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "/" && (text[i + 1] === "/" || text[i + 1] === "*")) return true;
  }
  return false;
}

/**
 * Parses a document's text (a UTF-8 byte order mark, as some editors write, is not part of it); a syntax error
 * becomes a JsonTextError with its line and column (the end of the text when the parser names no position).
 */
export function parseJsonText(text: string): unknown {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  try {
    return JSON.parse(body) as unknown;
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    // V8 names the offset ("… at position 17"), newer versions also the line and column.
    const lc = /line (\d+) column (\d+)/.exec(detail);
    const at = /position (\d+)/.exec(detail);
    const where = lc ? { line: Number(lc[1]), column: Number(lc[2]) } : lineColumn(body, at ? Number(at[1]) : body.length);
    // The place is said as line and column; the parser's offset and its own place are left out of its words.
    const words = detail.replace(/\s*\(line \d+ column \d+\)/, "").replace(/ in JSON at position \d+/, "");
    throw new JsonTextError(words, where.line, where.column, hasComments(body));
  }
}
