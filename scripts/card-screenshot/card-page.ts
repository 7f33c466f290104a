// A static page showing an Ordnance chat card as Foundry's chat log would: the real template (templates/chat-card.hbs,
// rendered with Handlebars, Foundry's engine), the real card view and picture of a resolved example, and the module's
// stylesheet, inside a small frame imitating Foundry v13's chat sidebar in its light or dark interface theme.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { type NoteData, flattenDictionary, makeTranslator, resolveScenario } from "../../src/core/index.js";
import { cardPicture } from "../../src/foundry/chat/card-picture.js";
import { type CardView, cardView } from "../../src/foundry/chat/chat-card-view.js";
import { htmlNotKept } from "../../test/helpers/foundry/html-allow-list.js";

export type Theme = "light" | "dark";
export const THEMES: readonly Theme[] = ["light", "dark"];

/** The attack the README's screenshot shows: a Trench Crusade satchel charge scattering onto two sides (seeded dice). */
export const README_EXAMPLE = "examples/trench-crusade-satchel-scatter.json";

/** Each part of the card with the selector that finds it in the page and whether the card's view gives it content. */
export const SECTIONS: readonly { readonly name: string; readonly selector: string; readonly shown: (v: CardView) => boolean }[] = [
  { name: "outcome", selector: "header.ordnance-card__outcome h3", shown: () => true },
  { name: "reason", selector: ".ordnance-card__reason", shown: (v) => v.reason !== null },
  { name: "picture", selector: "figure.ordnance-card__picture img", shown: (v) => v.picture !== null },
  { name: "choices", selector: "ul.ordnance-card__choices li", shown: (v) => v.choices.length > 0 },
  { name: "steps", selector: "ol.ordnance-card__steps li", shown: (v) => v.steps.length > 0 },
  { name: "sides", selector: ".ordnance-card__figures .ordnance-card__side h5", shown: (v) => v.sides.length > 0 },
  { name: "badges", selector: ".ordnance-card__side .ordnance-badge", shown: (v) => v.figures.length > 0 },
  { name: "clouds", selector: "ul.ordnance-card__clouds li", shown: (v) => v.clouds.length > 0 },
  { name: "events", selector: ".ordnance-card__events li", shown: (v) => v.events.length > 0 },
  { name: "rolls", selector: "details.ordnance-card__rolls li", shown: (v) => v.rolls.length > 0 },
  { name: "undone", selector: ".ordnance-card__undone", shown: (v) => v.undone },
  { name: "buttons", selector: "footer.ordnance-card__buttons button", shown: () => true },
];

export interface CardPage {
  /** The whole page: the frame, the stylesheet and the card. */
  readonly html: string;
  /** The card's markup, as the chat message's content would hold it. */
  readonly card: string;
  readonly view: CardView;
}

const read = (root: string, path: string): string => readFileSync(join(root, path), "utf8");

/** The chat card of one example scenario, rendered as Foundry would post it (the GM's view: every button). */
export function renderCard(root: string, example: string): { card: string; view: CardView } {
  const en: unknown = JSON.parse(read(root, "lang/en.json"));
  const keys = flattenDictionary(en);
  const t = makeTranslator(en);
  const format = (key: string, data?: NoteData): string => {
    if (!keys.has(key)) throw new Error(`${example}: the card asks for ${key}, which lang/en.json does not have`);
    return t({ key, ...(data ? { data } : {}) });
  };
  const scenario: unknown = JSON.parse(read(root, example));
  const { output } = resolveScenario(scenario);
  const nameOf = (id: string): string => id;
  const picture = cardPicture(scenario, output, () => false, nameOf, t);
  const view = cardView("example", output, format, nameOf, { hasUndo: true, undone: false, scenario, picture: picture.img });
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string) => format(key));
  const card = hb.compile(read(root, "templates/chat-card.hbs"))({ ...view, brief: false });
  const dropped = htmlNotKept(card);
  if (dropped.length > 0) throw new Error(`${example}: Foundry's chat sanitizer would drop ${dropped.join("; ")}`);
  return { card, view };
}

/**
 * Foundry v13's chat sidebar, imitated: the theme classes (body.theme-light / body.theme-dark, .themed) and the variables
 * the card's stylesheet reads (--color-text-primary, --color-text-secondary, --color-border, --color-level-*), named as
 * public v13 modules use them (crlngn/crlngn-ui sets --color-text-primary and --sidebar-background under .theme-dark),
 * and a chat message's frame (li.chat-message, header.message-header, div.message-content). Foundry's own stylesheet is
 * not public, so the colour values are close to v13's look, not copied: the light text colours are the v12 values quoted
 * in tasandberg/reactor-sheet (text dark primary #191813, dark secondary #4b4a44, light highlight #f0f0e0, light heading
 * #c9c7b8), the rest chosen to match. The screenshot shows the card's layout and contrast, not Foundry's exact palette.
 */
const FRAME_CSS = `
* { box-sizing: border-box; }
body { margin: 0; padding: 8px; font-family: "Signika", "Segoe UI", "DejaVu Sans", sans-serif; font-size: 14px; }
body.theme-light {
  --sidebar-background: #d9d6cc; --message-background: #f4f1e8; --message-border: #b5b3a4;
  --color-text-primary: #191813; --color-text-secondary: #4b4a44; --color-border: #b5b3a4;
  --color-level-success: #1b7a2b; --color-level-warning: #9a5b00; --color-level-error: #b3261e;
  --button-background: rgba(0, 0, 0, 0.06); --button-border: #9c9a8e;
}
body.theme-dark {
  --sidebar-background: #0e0d16; --message-background: #1c1b26; --message-border: #3a3545;
  --color-text-primary: #f0f0e0; --color-text-secondary: #c9c7b8; --color-border: #4a4456;
  --color-level-success: #6cc07a; --color-level-warning: #e8a33d; --color-level-error: #f0736a;
  --button-background: rgba(255, 255, 255, 0.08); --button-border: #5a5366;
}
#sidebar { width: 300px; padding: 6px; background: var(--sidebar-background); color: var(--color-text-primary); border-radius: 6px; }
#chat-log { list-style: none; margin: 0; padding: 0; }
.chat-message { padding: 6px 8px; background: var(--message-background); border: 1px solid var(--message-border); border-radius: 6px; }
.message-header { display: flex; align-items: baseline; justify-content: space-between; margin-bottom: 4px; }
.message-sender { margin: 0; font-size: 14px; font-weight: bold; }
.message-metadata { font-size: 11px; color: var(--color-text-secondary); }
.message-content button {
  display: inline-flex; align-items: center; justify-content: center; gap: 4px; min-height: 28px; padding: 0 6px;
  font: inherit; font-size: 12px; color: var(--color-text-primary); background: var(--button-background);
  border: 1px solid var(--button-border); border-radius: 4px;
}
`;

/** The page of one example's card in one interface theme. */
export function cardPage(root: string, example: string, theme: Theme): CardPage {
  const { card, view } = renderCard(root, example);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Ordnance chat card (${theme} theme)</title>
<style>${FRAME_CSS}</style>
<style>${read(root, "styles/ordnance.css")}</style>
</head>
<body class="theme-${theme}">
<aside id="sidebar" class="themed theme-${theme}">
<ol id="chat-log">
<li class="chat-message message flexcol">
<header class="message-header"><h4 class="message-sender">Ordnance</h4><span class="message-metadata"><time>Now</time></span></header>
<div class="message-content">${card}</div>
</li>
</ol>
</aside>
</body>
</html>
`;
  return { html, card, view };
}
