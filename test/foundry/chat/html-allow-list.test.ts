// The check of what Foundry's HTML cleaner keeps (test/helpers/foundry/html-allow-list.ts), which the card tests and the
// README's card screenshot pass every card through: it must flag what the allow-lists leave out and nothing they keep.

import { describe, expect, it } from "vitest";
import { htmlNotKept } from "../../helpers/foundry/html-allow-list.js";

describe("htmlNotKept", () => {
  it("keeps the card's own kinds of markup: sections, lists, details, buttons with data- attributes, an <img> of data", () => {
    const html = `<div class="ordnance ordnance-card" data-attack-id="a1"><header class="x"><h3>Hit</h3></header>
      <figure class="p"><img src="data:image/svg+xml,%3Csvg%3E" alt="Picture"></figure><ol><li>one</li></ol>
      <details class="r"><summary>Rolls (1)</summary><ul><li><code>d6</code> <strong>4</strong></li></ul></details>
      <footer><button type="button" data-ordnance-action="undo" data-gm-only><i class="fa-solid fa-bomb" inert></i> Undo</button>
      <a href="https://foundryvtt.com">x</a></footer></div>`;
    expect(htmlNotKept(html)).toEqual([]);
  });

  it("flags inline SVG, script and style elements, event handlers, refused URL schemes and stray angle brackets", () => {
    expect(htmlNotKept(`<svg width="1"><circle r="1"/></svg>`)).toEqual([
      "tag <svg>",
      "attribute width on <svg>",
      "tag <circle>",
      "attribute r on <circle>",
      "tag <svg>",
    ]);
    expect(htmlNotKept(`<script>x()</script><style>p{}</style>`)).toEqual(["tag <script>", "tag <script>", "tag <style>", "tag <style>"]);
    expect(htmlNotKept(`<img src="x.png" onerror="x()">`)).toEqual(["attribute onerror on <img>"]);
    expect(htmlNotKept(`<button type="button" href="y">`)).toEqual(["attribute href on <button>"]);
    expect(htmlNotKept(`<a href="javascript:alert(1)">x</a>`)).toEqual(["javascript: URL in href on <a>"]);
    expect(htmlNotKept(`<img src="data:image/svg+xml,<svg>" alt="">`)).toEqual(["a raw angle bracket in src on <img>"]);
    expect(htmlNotKept(`<p>1 < 2</p>`)).toEqual([`a stray "<" outside any tag: < 2`]);
  });
});
