// A document's walls: their schema, the checks across a wall's fields, their normalized form, and the whole list
// parsed in steps (a unit per wall) with the problems, paths and result that parsing the document gives them.

import type { WallSnapshot } from "../battlefield/types.js";
import { ScenarioError } from "../engine/errors.js";
import { type Stepwise, chainSteps, rangeSteps } from "../engine/stepwise.js";
import { type Schema, type SchemaIssue, bool, num, obj, oneOf, point2, str, validateItems } from "./schema.js";

const WALLS_PATH = "$.battlefield.walls";

export const wallSchema = (extra: Readonly<Record<string, Schema>> = {}): Schema =>
  obj(
    {
      id: str("identifier"),
      a: point2("one end [x, y]"),
      b: point2("other end [x, y]"),
      blocksMove: bool(),
      blocksSight: bool(),
      bottom: num({ description: "lowest height the wall blocks at, in inches (absent: unbounded below)" }),
      top: num({ description: "height the wall blocks up to, in inches, exclusive (absent: unbounded above)" }),
      blocksFrom: oneOf(
        ["both", "left", "right"],
        "one-way wall: blocks only what approaches from this side; left is on your left walking from a to b on screen (y down)",
      ),
      ...extra,
    },
    ["id", "a", "b"],
  );

/** The problems of wall `i` beyond its schema (it passed the schema): equal ends, a top not above the bottom. */
export function wallShapeIssues(w: Readonly<Record<string, unknown>>, i: number): readonly SchemaIssue[] {
  // A good wall (nearly every one of a long list) makes no array: a warm-up parses 100,000.
  const a = w["a"] as number[],
    b = w["b"] as number[];
  const bottom = w["bottom"] as number | undefined,
    top = w["top"] as number | undefined;
  const sameEnds = a[0] === b[0] && a[1] === b[1];
  const upsideDown = bottom !== undefined && top !== undefined && top <= bottom;
  if (!sameEnds && !upsideDown) return NO_ISSUES;
  const issues: SchemaIssue[] = [];
  if (sameEnds) issues.push({ path: `${WALLS_PATH}[${i}].b`, problem: "a wall needs two different end points" });
  if (upsideDown) issues.push({ path: `${WALLS_PATH}[${i}].top`, problem: `must be above bottom (${bottom}), got ${top}` });
  return issues;
}

const NO_ISSUES: readonly SchemaIssue[] = Object.freeze([]);

/** A wall end as a fresh [x, y] (the schema checked it is two numbers). */
const xy = (v: unknown): [number, number] => {
  const [x, y] = v as readonly [number, number];
  return [x, y];
};

/** A valid wall's normalized form: fresh ends, both blocking flags filled (true by default), other fields as given. */
export const normalWall = (w: Readonly<Record<string, unknown>>): WallSnapshot => ({
  ...(w as object),
  id: w["id"] as string,
  a: xy(w["a"]),
  b: xy(w["b"]),
  blocksMove: (w["blocksMove"] as boolean | undefined) ?? true,
  blocksSight: (w["blocksSight"] as boolean | undefined) ?? true,
});

/**
 * Whether a valid wall is its own normal form (both blocking flags given; its ends are exactly two numbers, as the
 * schema checked): a frozen one is then kept as it is rather than copied, which a long list's warm-up spares.
 */
const isNormal = (w: Readonly<Record<string, unknown>>): boolean =>
  typeof w["blocksMove"] === "boolean" && typeof w["blocksSight"] === "boolean" && Object.isFrozen(w["a"]) && Object.isFrozen(w["b"]);

/** The error parsing gives for these problems: the first, with the others listed. */
export function issuesError(issues: readonly SchemaIssue[]): ScenarioError | null {
  const [first, ...rest] = issues;
  return first
    ? new ScenarioError(
        first.path,
        first.problem,
        rest.map((i) => `${i.path}: ${i.problem}`),
      )
    : null;
}

/** Sets of ids this many at most apart: a set grown past 65,536 ids copies them all at once (about 10 ms). */
const ID_SHARDS = 256;

/**
 * A set of ids kept in ID_SHARDS sets chosen by the id's last characters, so that no one set grows large: a step of
 * a long list's parse then never pays for copying a set of every id seen so far.
 */
class IdSet {
  private readonly shards: Set<unknown>[] = [];

  private shard(id: unknown): Set<unknown> {
    let k = 0;
    // The last four characters: they differ most between ids, random (Foundry's) or numbered.
    if (typeof id === "string") for (let i = Math.max(0, id.length - 4); i < id.length; i++) k = (k * 31 + id.charCodeAt(i)) % ID_SHARDS;
    return (this.shards[k] ??= new Set());
  }

  has(id: unknown): boolean {
    return this.shard(id).has(id);
  }

  add(id: unknown): void {
    this.shard(id).add(id);
  }
}

/**
 * A document's `battlefield.walls` parsed in steps, a unit per wall: `finish` gives what parsing the document gives
 * as its walls (a frozen wall already in normal form is kept, not copied: equal, not a fresh object), or throws the ScenarioError it throws for them (the schema's problems first, then duplicate ids,
 * then each wall's shape). `extra` is the ruleset's own wall fields (`schemas.wall`).
 */
export function parseWallsSteps(raw: readonly unknown[], extra?: Readonly<Record<string, Schema>>): Stepwise<WallSnapshot[]> {
  const schema = wallSchema(extra);
  const schemaIssues: SchemaIssue[] = [];
  const duplicates: SchemaIssue[] = [];
  const shapes: SchemaIssue[] = [];
  const seen = new IdSet();
  const walls: WallSnapshot[] = [];
  return chainSteps(
    [
      () =>
        rangeSteps(
          () => raw.length,
          (from, to) => {
            const found = validateItems(raw, schema, WALLS_PATH, from, to);
            if (found.length > 0) schemaIssues.push(...found);
            for (let i = from; i < to; i++) {
              const w = raw[i] as Readonly<Record<string, unknown>>;
              // Past a schema problem, parsing stops before the other checks: only the schema's problems are told.
              if (schemaIssues.length > 0) continue;
              if (seen.has(w["id"]))
                duplicates.push({ path: `${WALLS_PATH}[${i}].id`, problem: `duplicate id ${JSON.stringify(w["id"])}` });
              seen.add(w["id"]);
              const shape = wallShapeIssues(w, i);
              if (shape.length > 0) shapes.push(...shape);
              walls.push(Object.isFrozen(w) && isNormal(w) ? (w as unknown as WallSnapshot) : normalWall(w));
            }
          },
        ),
    ],
    () => {
      const error = issuesError(schemaIssues.length > 0 ? schemaIssues : [...duplicates, ...shapes]);
      if (error) throw error;
      return walls;
    },
  );
}
