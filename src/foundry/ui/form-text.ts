// A submitted form value as text, the way `String(value ?? "")` wrote it for what forms hold (strings, numbers,
// booleans, arrays of them); an object, which no form field gives, is written as JSON rather than "[object Object]".

export function formText(value: unknown): string {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "undefined":
    case "symbol":
    case "function":
      return "";
    case "object":
      if (value === null) return "";
      if (Array.isArray(value)) return value.map(formText).join(",");
      return JSON.stringify(value);
  }
}
