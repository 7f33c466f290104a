// Localization through game.i18n.format, whose values are strings: numbers are written as strings.

export function localize(key: string, data: Readonly<Record<string, string | number>> = {}): string {
  const strings: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) strings[k] = String(v);
  return game.i18n.format(key, strings);
}
