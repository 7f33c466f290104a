// The README's and the GM's guide's settings tables name the module's settings as Foundry shows them (issue #30,
// point 10): every row is a setting's or a settings menu's name from lang/en.json, and every setting a GM sees in
// Configure Settings (config: true in src/foundry/platform/settings.ts) has a row in both.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../lang/en.json";

const root = join(import.meta.dirname, "..");
const read = (p: string): string => readFileSync(join(root, p), "utf8");

const lang = en.ORDNANCE as unknown as Record<string, Record<string, unknown>>;
const settingName = (key: string): string => (lang["Setting"]?.[key] as { Name: string }).Name;
/** The settings shown in Configure Settings: registered with config: true (menus are listed apart). */
function shownSettings(): string[] {
  const src = read("src/foundry/platform/settings.ts");
  const keys: string[] = [];
  for (const m of src.matchAll(/register\(MODULE_ID, "(\w+)", \{([\s\S]*?)\n {2}\}\);/g)) if (/config: true/.test(m[2]!)) keys.push(m[1]!);
  // The four Sequencer effects are registered in a loop, each with config: true.
  if (/registerThrowSettings/.test(src)) keys.push("effectProjectile", "effectExplosion", "effectSmoke", "effectGas");
  return keys.map(settingName);
}
const menuNames = [lang["RulesMenu"]?.["Name"], lang["Library"]?.["Name"], lang["Mapping"]?.["Name"]] as string[];

/** The first cells of the table under `heading`'s "| setting |" header, as names ("A, b, c" after "P: a" expands). */
function tableNames(text: string, after: string): string[] {
  const at = text.indexOf(after);
  const lines = text.slice(at).split("\n");
  const start = lines.findIndex((l) => l.startsWith("| setting |"));
  const rows: string[] = [];
  for (const l of lines.slice(start + 2)) {
    if (!l.startsWith("|")) break;
    const cell = (l.split("|")[1] ?? "")
      .replace(/\*\*/g, "")
      .replace(/\(menu\)/, "")
      .trim();
    const colon = cell.indexOf(": ");
    if (colon > 0 && cell.includes(", ")) {
      const prefix = cell.slice(0, colon);
      rows.push(
        ...cell
          .slice(colon + 2)
          .split(", ")
          .map((part) => `${prefix}: ${part}`),
      );
    } else rows.push(...(cell.includes(", ") ? cell.split(", ") : [cell]));
  }
  return rows;
}

describe("settings tables in the docs", () => {
  const shown = shownSettings();
  it("finds the settings the module shows", () => {
    expect(shown).toContain("Ruleset");
    expect(shown).toContain("Live odds trials");
    expect(shown).not.toContain("Rules ledger");
    expect(shown.length).toBeGreaterThan(12);
  });
  it.each([
    ["README.md", "Enable the module in the world"],
    ["docs/gm-guide.md", "## 4. Settings"],
  ])("%s names only real settings, and every setting shown in Configure Settings", (file, after) => {
    const names = tableNames(read(file), after);
    expect(names.length).toBeGreaterThan(10);
    for (const n of names) expect([...shown, ...menuNames], `${file}: "${n}"`).toContain(n);
    for (const s of shown) expect(names, `${file} lacks "${s}"`).toContain(s);
  });
});
