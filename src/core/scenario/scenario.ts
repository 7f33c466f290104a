// The scenario document (docs/scenario.md "The document"): its schema, parsing with errors that name the JSON path of
// every problem, cross-reference checks, and the normalized form rulesets read (defaults filled).

import { defined } from "../engine/expect.js";
import type { BattlefieldSnapshot, CloudSnapshot, FigureSnapshot, TableBounds, WallSnapshot, WindSnapshot } from "../battlefield/types.js";
import { ScenarioError } from "../engine/errors.js";
import type { Vec3 } from "../geometry/vec.js";
import { type Schema, type SchemaIssue, anyOf, arr, bool, int, num, obj, oneOf, point23, str, validate } from "./schema.js";
import { issuesError, normalWall, wallSchema, wallShapeIssues } from "./walls.js";

export type AttackTarget = { readonly kind: "figure"; readonly figure: string } | { readonly kind: "point"; readonly point: Vec3 };

export interface ScenarioAttack<Weapon> {
  readonly attacker: string;
  readonly weapon: Weapon;
  readonly target: AttackTarget;
  readonly blind: boolean;
  /** Ruleset-specific fields under `attack` (e.g. GZG `loader`), as given. */
  readonly extras: Readonly<Record<string, unknown>>;
}

export interface Scenario<Stats = unknown, Weapon = unknown> {
  readonly ruleset: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly battlefield: BattlefieldSnapshot<Stats>;
  readonly attack: ScenarioAttack<Weapon> | null;
  readonly endOfRound: boolean;
  readonly decisions: Readonly<Record<string, unknown>>;
  readonly dice: Readonly<Record<string, number | readonly number[]>>;
  readonly seed: string | null;
  /** The settings resolved once, while parsing (defaults filled, checked): what the ruleset's resolution reads. */
  readonly resolvedSettings: unknown;
  /** The document as given, for transcripts and replays. */
  readonly source: unknown;
}

/** Default base radius when a figure gives none: a 25 mm base is 0.492", rounded as docs/rules.md §1.2 does. */
export const DEFAULT_BASE_RADIUS = 0.5;

/**
 * The largest plausible base radius, in inches: a 300 mm base (the Foundry profile's largest diameter). A larger
 * value is almost always a diameter in millimetres written where the radius in inches belongs (issue #30).
 */
export const MAX_BASE_RADIUS = 6;

const ID = str("identifier");

const cloudSchema: Schema = obj(
  { id: ID, kind: oneOf(["smoke", "gas"]), x: num(), y: num(), z: num(), radius: num({ min: 0 }), lethal: bool() },
  ["id", "kind", "x", "y", "radius"],
);

const windSchema: Schema = obj(
  {
    enabled: bool(),
    hour: anyOf(int(1, 12), { type: "null" }),
    mode: oneOf(["fixed3", "d6"]),
    player1Edge: oneOf(["north", "south", "east", "west"]),
  },
  [],
);

/**
 * What parsing a document needs of its ruleset: its id, schemas and preparation of raw records. The rulesets
 * layer's `Ruleset` extends it (so this layer imports nothing from the rulesets above it).
 */
export interface DocumentRules<Stats = unknown, Weapon = unknown, Settings = unknown> {
  readonly id: string;
  readonly schemas: {
    readonly stats: Schema;
    readonly weapon: Schema;
    /** Extra fields this ruleset accepts under `attack`. */
    readonly attack?: Readonly<Record<string, Schema>>;
    /** Extra fields this ruleset accepts under `decisions`. */
    readonly decisions?: Readonly<Record<string, Schema>>;
    /** Extra fields this ruleset accepts on a wall. */
    readonly wall?: Readonly<Record<string, Schema>>;
  };
  /** Typed stats with defaults filled, from validated raw stats. */
  prepareStats(raw: Readonly<Record<string, unknown>>, settings: Settings): Stats;
  prepareWeapon(raw: Readonly<Record<string, unknown>>, settings: Settings): Weapon;
  /** Resolves settings given in a scenario (throws a ScenarioError naming the bad setting). */
  resolveSettings(given: Readonly<Record<string, unknown>>): Settings;
  /** Rules checks beyond the schema (cross references), for `ordnance validate`. */
  check?(scenario: Scenario<Stats, Weapon>, settings: Settings): SchemaIssue[];
  /** The bundled weapons: a document may name one by id as its `attack.weapon` (issue #30). */
  readonly presets?: readonly { readonly id: string; readonly weapon: Readonly<Record<string, unknown>> }[];
}

/**
 * The document with a bundled preset named as `attack.weapon` (`"weapon": "gzg.handGrenade"`) replaced by the
 * preset's record (a copy; the document is not changed); any other document as it is. An unknown name is an error
 * that lists the ruleset's presets.
 */
export function withPresetWeapon(doc: Readonly<Record<string, unknown>>, ruleset: DocumentRules): Record<string, unknown> {
  const attack = doc["attack"];
  if (typeof attack !== "object" || attack === null || Array.isArray(attack)) return doc;
  const name = (attack as Record<string, unknown>)["weapon"];
  if (typeof name !== "string") return doc;
  const preset = ruleset.presets?.find((p) => p.id === name);
  if (!preset) {
    const ids = (ruleset.presets ?? []).map((p) => p.id);
    fail([
      {
        path: "$.attack.weapon",
        problem: `no bundled ${ruleset.id} weapon has id ${JSON.stringify(name)}; give a weapon record (an object), or one of: ${ids.join(", ")}`,
      },
    ]);
  }
  return { ...doc, attack: { ...attack, weapon: JSON.parse(JSON.stringify(preset.weapon)) as unknown } };
}

/** The whole document's schema for one ruleset (also the source of the JSON Schema file). */
export function scenarioSchema(ruleset: DocumentRules): Schema {
  const s = ruleset.schemas;
  const presetIds = (ruleset.presets ?? []).map((p) => p.id);
  const figure = obj(
    {
      id: ID,
      side: str("side or player"),
      x: num(),
      y: num(),
      z: num(),
      baseRadius: num({ min: 0, description: "the base's radius in inches, not its diameter in mm: 0.5 for a 25 mm base, 0.79 for 40 mm" }),
      stats: s.stats,
    },
    ["id", "side", "x", "y"],
  );
  const target = anyOf(obj({ figure: ID }, ["figure"]), obj({ point: point23("[x, y] or [x, y, z]") }, ["point"]));
  return obj(
    {
      $schema: str(),
      ruleset: oneOf([ruleset.id]),
      settings: obj({}, [], { additional: anyOf(num(), str(), bool(), obj({}, [], { additional: anyOf(num(), str()) })) }),
      battlefield: obj(
        {
          bounds: obj({ x: num(), y: num(), width: num({ min: 0 }), height: num({ min: 0 }) }, ["width", "height"]),
          walls: arr(wallSchema(s.wall)),
          figures: arr(figure),
          clouds: arr(cloudSchema),
          wind: windSchema,
        },
        [],
      ),
      attack: obj(
        {
          attacker: ID,
          weapon: presetIds.length ? anyOf(s.weapon, oneOf(presetIds, "a bundled weapon's id")) : s.weapon,
          target,
          blind: bool(),
          ...(s.attack ?? {}),
        },
        ["attacker", "weapon", "target"],
      ),
      endOfRound: bool(),
      decisions: obj({ scatterPoint: point23(), resolutionOrder: arr(ID), ...(s.decisions ?? {}) }, []),
      dice: obj({}, [], { additional: anyOf(int(1), arr(int(1), { minItems: 1 })) }),
      seed: str(),
    },
    ["ruleset", "battlefield"],
  );
}

function fail(issues: readonly SchemaIssue[]): never {
  throw defined(issuesError(issues), "the first problem");
}

/** The rulesets a document may name (`ids`) and the one it names. */
export interface RulesetCatalog {
  readonly ids: readonly string[];
  get(id: string): DocumentRules | undefined;
}

/** Parses and validates a scenario document; throws a ScenarioError naming every bad path. */
export interface ParseOptions {
  /**
   * The ruleset's resolution of exactly this document's `settings`, when the caller already has it (the
   * Foundry pipeline resolves the world's settings once per attack); absent, parsing resolves them.
   */
  readonly resolvedSettings?: unknown;
}

export function parseScenario(doc: unknown, catalog: RulesetCatalog, options: ParseOptions = {}): Scenario {
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) fail([{ path: "$", problem: "expected a scenario object" }]);
  let raw = doc as Record<string, unknown>;
  const rs = validate(raw["ruleset"], oneOf(catalog.ids), "$.ruleset");
  if (!Object.hasOwn(raw, "ruleset")) fail([{ path: "$.ruleset", problem: "is required" }]);
  if (rs.length) fail(rs);
  const ruleset = catalog.get(raw["ruleset"] as string);
  if (!ruleset) fail([{ path: "$.ruleset", problem: `the ${String(raw["ruleset"])} ruleset is not available in this build` }]);
  raw = withPresetWeapon(raw, ruleset);
  const issues = validate(raw, scenarioSchema(ruleset));
  if (issues.length) fail(issues);
  const settings = options.resolvedSettings ?? ruleset.resolveSettings((raw["settings"] as Record<string, unknown> | undefined) ?? {});

  const bf = raw["battlefield"] as Record<string, unknown>;
  const cross: SchemaIssue[] = [];
  const uniq = (list: readonly { id: string }[], path: string): void => {
    const seen = new Set<string>();
    list.forEach((x, i) => {
      if (seen.has(x.id)) cross.push({ path: `${path}[${i}].id`, problem: `duplicate id ${JSON.stringify(x.id)}` });
      seen.add(x.id);
    });
  };
  const rawWalls = (bf["walls"] as Record<string, unknown>[] | undefined) ?? [];
  const rawFigures = (bf["figures"] as Record<string, unknown>[] | undefined) ?? [];
  const rawClouds = (bf["clouds"] as Record<string, unknown>[] | undefined) ?? [];
  uniq(rawWalls as { id: string }[], "$.battlefield.walls");
  uniq(rawFigures as { id: string }[], "$.battlefield.figures");
  uniq(rawClouds as { id: string }[], "$.battlefield.clouds");
  rawFigures.forEach((f, i) => {
    const r = f["baseRadius"] as number | undefined;
    if (r !== undefined && r > MAX_BASE_RADIUS)
      cross.push({
        path: `$.battlefield.figures[${i}].baseRadius`,
        problem: `${r}" is not a plausible base radius: it is the radius in inches, not a diameter in mm (a 25 mm base is 0.5, a ${Math.round(r)} mm base ${Math.round((r / 25.4 / 2) * 100) / 100}); at most ${MAX_BASE_RADIUS}`,
      });
  });
  rawWalls.forEach((w, i) => cross.push(...wallShapeIssues(w, i)));

  const walls: WallSnapshot[] = rawWalls.map(normalWall);
  const figures: FigureSnapshot[] = rawFigures.map((f, i) => {
    let stats: unknown;
    try {
      stats = ruleset.prepareStats((f["stats"] as Record<string, unknown> | undefined) ?? {}, settings);
    } catch (e) {
      if (e instanceof ScenarioError) throw new ScenarioError(`$.battlefield.figures[${i}].stats${e.path.slice(1)}`, e.problem);
      throw e;
    }
    return {
      id: f["id"] as string,
      side: f["side"] as string,
      x: f["x"] as number,
      y: f["y"] as number,
      z: (f["z"] as number | undefined) ?? 0,
      baseRadius: (f["baseRadius"] as number | undefined) ?? DEFAULT_BASE_RADIUS,
      stats: stats as Record<string, unknown>,
    };
  });
  const clouds: CloudSnapshot[] = rawClouds.map((c) => ({
    id: c["id"] as string,
    kind: c["kind"] as "smoke" | "gas",
    x: c["x"] as number,
    y: c["y"] as number,
    z: (c["z"] as number | undefined) ?? 0,
    radius: c["radius"] as number,
    lethal: (c["lethal"] as boolean | undefined) ?? false,
  }));
  const rawWind = bf["wind"] as Record<string, unknown> | undefined;
  const wind: WindSnapshot | null = !rawWind
    ? null
    : {
        enabled: (rawWind["enabled"] as boolean | undefined) ?? false,
        hour: (rawWind["hour"] as number | null | undefined) ?? null,
        mode: (rawWind["mode"] as "fixed3" | "d6" | undefined) ?? "fixed3",
        player1Edge: (rawWind["player1Edge"] as WindSnapshot["player1Edge"]) ?? "south",
      };
  const rb = bf["bounds"] as { x?: number; y?: number; width: number; height: number } | undefined;
  const bounds: TableBounds | null = rb ? { x: rb.x ?? 0, y: rb.y ?? 0, width: rb.width, height: rb.height } : null;

  const ids = new Set(figures.map((f) => f.id));
  let attack: ScenarioAttack<unknown> | null = null;
  const rawAttack = raw["attack"] as Record<string, unknown> | undefined;
  const endOfRound = (raw["endOfRound"] as boolean | undefined) ?? false;
  if (rawAttack) {
    const attacker = rawAttack["attacker"] as string;
    if (!ids.has(attacker)) cross.push({ path: "$.attack.attacker", problem: `no figure has id ${JSON.stringify(attacker)}` });
    const t = rawAttack["target"] as { figure?: string; point?: readonly [number, number, number?] };
    let target: AttackTarget;
    if (t.figure !== undefined) {
      if (!ids.has(t.figure)) cross.push({ path: "$.attack.target.figure", problem: `no figure has id ${JSON.stringify(t.figure)}` });
      target = { kind: "figure", figure: t.figure };
    } else {
      const p = defined(t.point, "the target point");
      target = { kind: "point", point: { x: p[0], y: p[1], z: p[2] ?? 0 } };
    }
    let weapon: unknown;
    try {
      weapon = ruleset.prepareWeapon(rawAttack["weapon"] as Record<string, unknown>, settings);
    } catch (e) {
      if (e instanceof ScenarioError) throw new ScenarioError(`$.attack.weapon${e.path.slice(1)}`, e.problem);
      throw e;
    }
    const extras: Record<string, unknown> = {};
    for (const k of Object.keys(ruleset.schemas.attack ?? {})) if (Object.hasOwn(rawAttack, k)) extras[k] = rawAttack[k];
    attack = { attacker, weapon, target, blind: (rawAttack["blind"] as boolean | undefined) ?? false, extras };
  }
  if (!rawAttack && !endOfRound) cross.push({ path: "$.attack", problem: 'is required unless "endOfRound" is true' });
  if (rawAttack && endOfRound)
    cross.push({
      path: "$.endOfRound",
      problem: 'a document is either an attack or an end-of-round upkeep; drop "attack" or set this to false',
    });
  const decisions = (raw["decisions"] as Record<string, unknown> | undefined) ?? {};
  const order = decisions["resolutionOrder"] as string[] | undefined;
  order?.forEach((id, i) => {
    if (!ids.has(id)) cross.push({ path: `$.decisions.resolutionOrder[${i}]`, problem: `no figure has id ${JSON.stringify(id)}` });
  });
  if (cross.length) fail(cross);

  const scenario: Scenario = {
    ruleset: ruleset.id,
    settings: (raw["settings"] as Record<string, unknown> | undefined) ?? {},
    resolvedSettings: settings,
    battlefield: { bounds, walls, figures, clouds, wind },
    attack,
    endOfRound,
    decisions,
    dice: (raw["dice"] as Record<string, number | number[]> | undefined) ?? {},
    seed: (raw["seed"] as string | undefined) ?? null,
    source: doc,
  };
  const ruleIssues = ruleset.check?.(scenario, settings) ?? [];
  if (ruleIssues.length) fail(ruleIssues);
  return scenario;
}
