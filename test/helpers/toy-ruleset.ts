// A small fourth ruleset ("toy"), written only against the core's public surface, to show that a ruleset is
// its own module plus one registration (docs/architecture.md §4): roll a D6 + bonus against `toy.hitOn`; a hit
// lands on the aim and every figure whose base is within the weapon's blast loses a wound, in the attacker's order.

import {
  type AimBand,
  type AffectedFigure,
  type FigureSnapshot,
  type Outcome,
  RESOLUTION_ORDER,
  type Ruleset,
  type RulesetContext,
  aimNote,
  defineSettings,
  edgeDistXY,
  emptyOutcome,
  int,
  knownSettings,
  note,
  num,
  obj,
  resolveSettings,
  rollDie,
  setting,
  str,
  summaryNote,
} from "../../src/core/index.js";

export interface ToyStats {
  /** Added to the hit roll. */
  readonly bonus: number;
  readonly wounds: number;
}

export interface ToyWeapon {
  readonly name: string;
  readonly range: number;
  readonly blast: number;
  /** Shots per game, or null for no limit; `fired` of them are spent. */
  readonly shots: number | null;
  readonly fired: number;
}

export const TOY_SETTINGS = defineSettings({
  "toy.hitOn": setting(int(2, 9), 4),
});
export type ToySettings = { readonly "toy.hitOn": number };

/** Tolerance of the toy's "within" tests, in inches (floating-point distances of exact placements). */
const EPS = 1e-6;

type Ctx = RulesetContext<ToyStats, ToyWeapon, ToySettings>;
type Rec = Readonly<Record<string, unknown>>;
const n = (v: unknown, d: number): number => (typeof v === "number" ? v : d);

/** Where the attack is aimed: the target figure's centre or the point. */
function aimOf({ scenario, battlefield }: Ctx): { x: number; y: number; z: number } {
  const target = scenario.attack!.target;
  const at = target.kind === "figure" ? battlefield.figure(target.figure)! : target.point;
  return { x: at.x, y: at.y, z: at.z };
}

/** The figures whose bases are within the blast at `aim`, those in `order` first in that order, the rest after. */
function underBlast({ scenario, battlefield }: Ctx, aim: { x: number; y: number }, order: readonly string[]): FigureSnapshot<ToyStats>[] {
  const blast = scenario.attack!.weapon.blast;
  const rank = (f: FigureSnapshot<ToyStats>): number => (order.includes(f.id) ? order.indexOf(f.id) : order.length);
  const near = battlefield.figuresNear(aim, blast).filter((f) => edgeDistXY(aim, f) <= blast + EPS);
  return near
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
    .map((e) => e.f);
}

function toyAttack(ctx: Ctx): Outcome {
  const { scenario, battlefield, settings } = ctx;
  const attack = scenario.attack!;
  const weapon = attack.weapon;
  const attacker = battlefield.figure(attack.attacker)!;
  const out = emptyOutcome("HIT");
  const left = weapon.shots === null ? null : weapon.shots - weapon.fired;
  out.weapon.usesLeft = left;
  if (left !== null && left <= 0) return { ...out, outcome: "ILLEGAL", reason: "noUsesLeft" };
  const aim = aimOf(ctx);
  out.aim = aim;
  if (Math.hypot(aim.x - attacker.x, aim.y - attacker.y) > weapon.range + EPS) return { ...out, outcome: "ILLEGAL", reason: "outOfRange" };
  if (left !== null) out.weapon.usesLeft = left - 1;
  const roll = rollDie("X.hit", 6);
  out.notes.push(note("ORDNANCE.Toy.hit", { roll, need: settings["toy.hitOn"] }));
  if (roll + attacker.stats.bonus < settings["toy.hitOn"]) return { ...out, outcome: "MISS" };
  out.impact = { x: aim.x, y: aim.y, z: aim.z };
  out.blastRadius = weapon.blast;
  out.affected = underBlast(ctx, aim, (scenario.decisions["resolutionOrder"] as readonly string[] | undefined) ?? []).map(
    (f: FigureSnapshot<ToyStats>): AffectedFigure => {
      const wounds = Math.max(0, f.stats.wounds - 1);
      return {
        figure: f.id,
        cause: "blast",
        position: { x: f.x, y: f.y, z: f.z },
        status: wounds === 0 ? "outOfAction" : "standing",
        wounds,
        effects: [],
        notes: [note("ORDNANCE.Toy.wounded", { wounds })],
      };
    },
  );
  return out;
}

function toyUpkeep(): Outcome {
  return emptyOutcome("UPKEEP");
}

export const toyRuleset: Ruleset<ToyStats, ToyWeapon, ToySettings> = {
  id: "toy",
  tagPrefix: "X",
  settings: TOY_SETTINGS,
  schemas: {
    stats: obj({ bonus: int(0, 3), wounds: int(0, 5) }),
    weapon: obj({ name: str(), range: num({ min: 0 }), blast: num({ min: 0 }), shots: int(1, 9), fired: int(0, 9) }, ["name", "range"]),
  },
  prepareStats: (raw) => ({ bonus: n(raw["bonus"], 0), wounds: n(raw["wounds"], 2) }),
  prepareWeapon: (raw) => ({
    name: String(raw["name"]),
    range: n(raw["range"], 0),
    blast: n(raw["blast"], 1),
    shots: typeof raw["shots"] === "number" ? raw["shots"] : null,
    fired: n(raw["fired"], 0),
  }),
  resolveSettings: (given) => resolveSettings(TOY_SETTINGS, given, knownSettings()),
  cloudSight: () => () => null,
  attack: (ctx) => () => toyAttack(ctx),
  upkeep: () => toyUpkeep,
  // The toy ruleset declares no bound: its cards keep the whole table.
  reach: () => null,
  // The attacker's order for the hit figures is its one player decision: the relay refuses any other field.
  choices: [RESOLUTION_ORDER],
  // Who a hit at the aim would hit, before the roll: the attacker may put them in order.
  orderAtAim: (ctx) => underBlast(ctx, aimOf(ctx), []).map((f) => f.id),
  presets: [{ id: "toy.pop", nameKey: "ORDNANCE.Toy.pop", weapon: { name: "Pop", range: 10, blast: 1.5, shots: 2 } }],
  presentation: {
    aimHints(weapon, _attacker, settings) {
      return {
        rings: [{ radius: weapon.range, label: aimNote("ringMax") }],
        blastRadius: weapon.blast,
        band: ({ centreDistance }): AimBand =>
          centreDistance > weapon.range + EPS
            ? { inRange: false, label: aimNote("beyondRange", { range: weapon.range }) }
            : { inRange: true, label: note("ORDNANCE.Toy.needs", { need: settings["toy.hitOn"] }) },
      };
    },
    weaponSummary: (w: Rec) => [summaryNote("range", { range: String(w["range"]) }), summaryNote("blast", { radius: n(w["blast"], 1) })],
    usesLeft: (w: Rec) => (typeof w["shots"] === "number" ? w["shots"] - n(w["fired"], 0) : null),
    statsWithState: (stats, state) => (state.wounds !== null ? { ...stats, wounds: state.wounds } : { ...stats }),
    weaponWithState: (weapon, state) =>
      typeof weapon["shots"] === "number" && state.usesLeft !== null
        ? { ...weapon, fired: weapon["shots"] - state.usesLeft }
        : { ...weapon },
    sharesState: () => false,
  },
};
