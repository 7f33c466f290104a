// The scenario document as JSON holds it, before parsing (docs/scenario.md "The document"): loose types for code that
// builds or edits documents (the sandbox, tests, the Foundry export). `loadScenario` validates them.

export type Xy = [number, number];

export interface WallDoc {
  id: string;
  a: Xy;
  b: Xy;
  blocksMove?: boolean;
  blocksSight?: boolean;
  [extra: string]: unknown;
}

export interface FigureDoc {
  id: string;
  side: string;
  x: number;
  y: number;
  z?: number;
  baseRadius?: number;
  stats?: Record<string, unknown>;
}

export interface CloudDoc {
  id: string;
  kind: "smoke" | "gas";
  x: number;
  y: number;
  z?: number;
  radius: number;
  lethal?: boolean;
}

export type TargetDoc = { figure: string } | { point: number[] };

export interface AttackDoc {
  attacker: string;
  weapon: Record<string, unknown>;
  target: TargetDoc;
  blind?: boolean;
  [extra: string]: unknown;
}

export interface BattlefieldDoc {
  bounds?: { x?: number; y?: number; width: number; height: number };
  walls?: WallDoc[];
  figures?: FigureDoc[];
  clouds?: CloudDoc[];
  wind?: Record<string, unknown>;
}

export interface ScenarioDoc {
  ruleset: string;
  settings?: Record<string, unknown>;
  battlefield: BattlefieldDoc;
  attack?: AttackDoc;
  endOfRound?: boolean;
  decisions?: Record<string, unknown>;
  dice?: Record<string, unknown>;
  seed?: string;
  [extra: string]: unknown;
}
