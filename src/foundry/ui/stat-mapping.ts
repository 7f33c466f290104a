// The optional mapping from a game system's actor data to ruleset stats (the `ordnance.statMapping`
// world setting: ruleset → stat → data path such as "system.attributes.bs.value"), and the profile the
// adapter should use for a token (pure): the token's own profile, else its actor's, with stats the
// profile lacks filled from the mapped actor data.

import { RULESET_IDS, type RulesetId, type SchemaIssue, getRuleset, validate } from "../../core/index.js";
import type { FighterProfile } from "../platform/flags.js";

export type StatMapping = Partial<Record<RulesetId, Readonly<Record<string, string>>>>;

/** A value at a dotted path ("system.stats.bs.value"); undefined when any step is missing. */
export function valueAtPath(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const part of path.split(".")) {
    // `in`, not hasOwn: a live document's data may sit on getters; prototype names are never followed
    if (typeof at !== "object" || at === null || part === "__proto__" || part === "constructor" || part === "prototype" || !(part in at))
      return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** Problems of a mapping: unknown rulesets or stats, malformed paths. */
export function mappingIssues(mapping: unknown): SchemaIssue[] {
  if (typeof mapping !== "object" || mapping === null || Array.isArray(mapping))
    return [{ path: "$", problem: "expected an object { ruleset: { stat: path } }" }];
  const issues: SchemaIssue[] = [];
  for (const [ruleset, stats] of Object.entries(mapping)) {
    if (!(RULESET_IDS as readonly string[]).includes(ruleset)) {
      issues.push({ path: `$.${ruleset}`, problem: `unknown ruleset (known: ${RULESET_IDS.join(", ")})` });
      continue;
    }
    const schema = getRuleset(ruleset as RulesetId)?.schemas.stats;
    const props = schema?.type === "object" ? schema.properties : {};
    if (typeof stats !== "object" || stats === null || Array.isArray(stats)) {
      issues.push({ path: `$.${ruleset}`, problem: "expected an object { stat: path }" });
      continue;
    }
    for (const [stat, path] of Object.entries(stats)) {
      if (!Object.hasOwn(props, stat))
        issues.push({ path: `$.${ruleset}.${stat}`, problem: `not a ${ruleset} stat (known: ${Object.keys(props).join(", ")})` });
      else if (typeof path !== "string" || !/^[\w-]+(\.[\w-]+)*$/.test(path))
        issues.push({ path: `$.${ruleset}.${stat}`, problem: 'expected a dotted data path such as "system.attributes.bs.value"' });
    }
  }
  return issues;
}

/**
 * Stats the profile lacks, read from the actor data through the mapping. A mapped value that the
 * stat's schema refuses is left out (the ruleset default applies), and reported in `skipped`.
 */
export function mappedStats(
  ruleset: RulesetId,
  mapping: StatMapping,
  actorData: unknown,
  stats: Readonly<Record<string, unknown>>,
): { stats: Record<string, unknown>; skipped: SchemaIssue[] } {
  const out: Record<string, unknown> = { ...stats };
  const skipped: SchemaIssue[] = [];
  const schema = getRuleset(ruleset)?.schemas.stats;
  const props = schema?.type === "object" ? schema.properties : {};
  for (const [stat, path] of Object.entries(mapping[ruleset] ?? {})) {
    if (Object.hasOwn(out, stat) || !props[stat]) continue;
    let v = valueAtPath(actorData, path);
    if (v === undefined) continue;
    if (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v.trim())) v = Number(v);
    const bad = validate(v, props[stat], `${path}`);
    if (bad.length) skipped.push(...bad);
    else out[stat] = v;
  }
  return { stats: out, skipped };
}

/**
 * A token's profile over its actor's. The adapter writes `{ weapons }` (with their states) into a token's
 * flag after an attack, so the token's flag is often only that: side, base and stats come from the token
 * when it gives them, else from the actor; the loadout is the actor's when it has one (its weapon records,
 * with the states the token holds for the same ids), else the token's.
 */
export function mergeProfiles(token: FighterProfile | undefined, actor: FighterProfile | undefined): FighterProfile | undefined {
  if (!token || !actor) return token ?? actor;
  const states = new Map((token.weapons ?? []).map((w) => [w.id, w.state]));
  const weapons = actor.weapons
    ? actor.weapons.map((w) => (states.has(w.id) ? { ...w, state: states.get(w.id) ?? null } : w))
    : token.weapons;
  const side = token.side ?? actor.side;
  const baseMm = token.baseMm ?? actor.baseMm;
  return {
    ...(side !== undefined ? { side } : {}),
    ...(baseMm !== undefined ? { baseMm } : {}),
    stats: { ...(actor.stats ?? {}), ...(token.stats ?? {}) },
    ...(weapons ? { weapons } : {}),
  };
}

/** Whether a token's flag is a profile of its own (not only the weapon states an attack wrote). */
export function isOwnProfile(p: FighterProfile | undefined): boolean {
  return !!p && (p.side !== undefined || p.baseMm !== undefined || Object.keys(p.stats ?? {}).length > 0);
}

/** The profile to use for a token: its own over its actor's (mergeProfiles); stats completed through the mapping. */
export function effectiveProfile(
  ruleset: RulesetId,
  token: FighterProfile | undefined,
  actor: FighterProfile | undefined,
  mapping: StatMapping,
  actorData: unknown,
): FighterProfile | undefined {
  const base = mergeProfiles(token, actor);
  if (!mapping[ruleset] || actorData === undefined) return base;
  const { stats } = mappedStats(ruleset, mapping, actorData, base?.stats ?? {});
  if (!base && Object.keys(stats).length === 0) return undefined;
  return { ...(base ?? {}), stats };
}
