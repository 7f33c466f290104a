// What Foundry's server keeps of an HTML field such as a ChatMessage's content: its allow-lists of tags, attributes and
// URL schemes (CONST.ALLOWED_HTML_TAGS, ALLOWED_HTML_ATTRIBUTES, ALLOWED_URL_SCHEMES in fvtt-types 13 common/constants.d.mts;
// the types below make these copies fail to compile if they drift). `htmlNotKept` lists everything the cleaner would drop.

type Tag = foundry.CONST.ALLOWED_HTML_TAGS;
type Attributes = typeof foundry.CONST.ALLOWED_HTML_ATTRIBUTES;

/** Space-separated so the list stays short; `TagsComplete` below checks it names every allowed tag and nothing else. */
const TAG_GROUPS = [
  "header main section article aside nav footer div address h1 h2 h3 h4 h5 h6 hr br p blockquote summary details span code",
  "pre a label abbr cite mark q ruby rp rt small time var kbd samp dfn sub sup strong em b i u s del ins ol ul li dl dd dt menu",
  "table thead tbody tfoot tr th td col colgroup form input select option button datalist fieldset legend meter optgroup",
  "progress textarea output figure figcaption caption img video map area track picture source audio iframe color-picker",
  "code-mirror document-embed document-tags enriched-content file-picker hue-slider multi-select multi-checkbox range-picker",
  "secret-block string-tags prose-mirror",
] as const;
const TAGS: ReadonlySet<string> = new Set(TAG_GROUPS.join(" ").split(" "));

/** A compile-time check that a string of space-separated words holds exactly the members of a union. */
type Words<S extends string> = S extends `${infer W} ${infer Rest}` ? W | Words<Rest> : S;
type TagsComplete = [Exclude<Tag, Words<(typeof TAG_GROUPS)[number]>>, Exclude<Words<(typeof TAG_GROUPS)[number]>, Tag>] extends [
  never,
  never,
]
  ? true
  : never;
export const tagsComplete: TagsComplete = true;

/** Attributes allowed on every tag ("*") and per tag; typed as Foundry's constant, so a missing or extra name fails to compile. */
const ATTRIBUTES: Attributes = {
  "*": [
    "class",
    "data-*",
    "id",
    "title",
    "style",
    "draggable",
    "aria-*",
    "tabindex",
    "dir",
    "hidden",
    "inert",
    "role",
    "is",
    "lang",
    "popover",
    "autocapitalize",
    "autocorrect",
    "autofocus",
    "contenteditable",
    "spellcheck",
    "translate",
  ],
  a: ["href", "name", "target", "rel"],
  area: ["alt", "coords", "href", "rel", "shape", "target"],
  audio: ["controls", "loop", "muted", "src", "autoplay"],
  blockquote: ["cite"],
  button: ["disabled", "name", "type", "value"],
  col: ["span"],
  colgroup: ["span"],
  "code-mirror": ["disabled", "name", "value", "placeholder", "readonly", "required", "language", "indent", "nowrap"],
  "color-picker": ["disabled", "name", "value", "placeholder", "readonly", "required"],
  details: ["open"],
  "document-embed": ["uuid"],
  "document-tags": ["disabled", "name", "value", "placeholder", "readonly", "required", "type", "single", "max"],
  "enriched-content": ["enricher"],
  fieldset: ["disabled"],
  "file-picker": ["disabled", "name", "value", "placeholder", "readonly", "required", "type", "noupload"],
  form: ["name"],
  "hue-slider": ["disabled", "name", "value", "readonly", "required"],
  iframe: ["src", "srcdoc", "name", "height", "width", "loading", "sandbox"],
  img: ["height", "src", "width", "usemap", "sizes", "srcset", "alt"],
  input: [
    "checked",
    "disabled",
    "name",
    "value",
    "placeholder",
    "type",
    "alt",
    "height",
    "list",
    "max",
    "min",
    "readonly",
    "size",
    "src",
    "step",
    "width",
    "required",
  ],
  label: ["for"],
  li: ["value"],
  map: ["name"],
  meter: ["value", "min", "max", "low", "high", "optimum"],
  "multi-checkbox": ["disabled", "name", "required"],
  "multi-select": ["disabled", "name", "required"],
  ol: ["reversed", "start", "type"],
  optgroup: ["disabled", "label"],
  option: ["disabled", "selected", "label", "value"],
  output: ["for", "form", "name"],
  progress: ["max", "value"],
  "prose-mirror": ["disabled", "name", "value", "placeholder", "readonly", "required", "toggled", "open"],
  "range-picker": ["disabled", "name", "value", "placeholder", "readonly", "min", "max", "step"],
  select: ["name", "disabled", "multiple", "size", "required"],
  source: ["media", "sizes", "src", "srcset", "type"],
  "string-tags": ["disabled", "name", "value", "placeholder", "readonly", "required"],
  table: ["border"],
  td: ["colspan", "headers", "rowspan"],
  textarea: ["rows", "cols", "disabled", "name", "readonly", "wrap", "required"],
  time: ["datetime"],
  th: ["abbr", "colspan", "headers", "rowspan", "scope", "sorted"],
  track: ["default", "kind", "label", "src", "srclang"],
  video: ["controls", "height", "width", "loop", "muted", "poster", "src", "autoplay"],
};

const URL_SCHEMES: readonly foundry.CONST.ALLOWED_URL_SCHEMES[] = ["http", "https", "data", "mailto", "obsidian", "syrinscape-online"];
const URL_ATTRIBUTES: readonly string[] = ["href", "src", "cite"] satisfies foundry.CONST.ALLOWED_URL_SCHEMES_APPLIED_TO_ATTRIBUTES[];

const allowedAttribute = (tag: string, name: string): boolean => {
  const own = (ATTRIBUTES as Readonly<Record<string, readonly string[] | undefined>>)[tag] ?? [];
  return [...ATTRIBUTES["*"], ...own].some((a) => (a.endsWith("-*") ? name.startsWith(a.slice(0, -1)) : a === name));
};

const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*("([^"]*)"|'([^']*)'|[^\s"'>]+))?/g;

/**
 * Everything in the markup that Foundry's cleaner would not keep: tags and attributes outside its allow-lists, URLs with
 * a scheme it refuses, and any `<` that is not part of a well-formed tag, or raw `<` `>` inside an attribute value.
 * An empty list means the markup is kept as it is.
 */
export function htmlNotKept(html: string): string[] {
  const problems: string[] = [];
  for (const [, , tag = "", attributes = ""] of html.matchAll(TAG)) {
    const name = tag.toLowerCase();
    if (!TAGS.has(name)) problems.push(`tag <${name}>`);
    for (const [, attribute = "", , dq, sq] of attributes.matchAll(ATTRIBUTE)) {
      const attr = attribute.toLowerCase();
      if (!allowedAttribute(name, attr)) problems.push(`attribute ${attr} on <${name}>`);
      const value = dq ?? sq ?? "";
      // Browsers accept them there, but a cleaner that re-serialises may not: the card never relies on it.
      if (/[<>]/.test(value)) problems.push(`a raw angle bracket in ${attr} on <${name}>`);
      const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
      if (URL_ATTRIBUTES.includes(attr) && scheme !== undefined && !(URL_SCHEMES as readonly string[]).includes(scheme))
        problems.push(`${scheme}: URL in ${attr} on <${name}>`);
    }
  }
  const stray = html.replace(TAG, "").replace(/<!--[\s\S]*?-->/g, "");
  if (stray.includes("<")) problems.push(`a stray "<" outside any tag: ${stray.slice(stray.indexOf("<"), stray.indexOf("<") + 40)}`);
  return problems;
}
