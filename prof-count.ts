import { loadScenario, odds } from "./src/core/index.js";
import { bigTableScenario } from "./src/cli/big-table.js";
const s = loadScenario(bigTableScenario("necromunda"));
odds(s, { trials: 20000, seed: "bench" });
const C = (globalThis as any).__c as Map<string, number>;
const hits = [...C].filter(([k]) => k.endsWith("hit")).sort((a, b) => b[1] - a[1]);
console.log("distinct hit keys", hits.length, "total hits", hits.reduce((a, b) => a + b[1], 0), "top", hits.slice(0, 5));
const miss = [...C].filter(([k]) => k.endsWith("miss"));
console.log("miss keys", miss.length, miss.reduce((a, b) => a + b[1], 0));
