// The card's "who chose" lines (chat/decision-lines.ts): a decision a user made names them and what they chose; one
// they did not answer says the automation decided; dice, the automation's own picks and hidden figures make no line.

import { describe, expect, it } from "vitest";
import type { RecordedAnswer } from "../../../src/core/index.js";
import { decisionLines } from "../../../src/foundry/chat/decision-lines.js";

const format = (key: string, data?: Record<string, string | number>) => (data ? `${key} ${JSON.stringify(data)}` : key);
const names = {
  figure: (id: string) => `Name ${id}`,
  user: (id: string) => `User ${id}`,
  hidden: (id: string) => id === "H",
};

describe("decisionLines", () => {
  it("names who chose a spend, a Bloodbath, a scatter point; says when the automation decided", () => {
    const answers: RecordedAnswer[] = [
      { tag: "T.success", kind: "dice", value: [4, 4], source: "foundry", dice: "2d6" },
      { tag: "T.bloodSpendOnSuccess", kind: "count", value: 1, source: "user", by: "u2", decision: "bloodSpendOnSuccess" },
      { tag: "T.blessingSpend[E]", kind: "count", value: 0, source: "noAnswer", by: "u3", decision: "blessingSpend", figure: "E" },
      { tag: "T.bloodbath[E]", kind: "count", value: 1, source: "user", by: "u1", decision: "bloodbath", figure: "E" },
      { tag: "T.scatterPoint", kind: "point", value: [1.234, 5], source: "user", by: "u2", decision: "scatterPoint" },
      { tag: "T.blessingSpend[H]", kind: "count", value: 1, source: "user", by: "u3", decision: "blessingSpend", figure: "H" },
      { tag: "T.bloodSpendOnInjury[E]", kind: "count", value: 0, source: "policy" },
    ];
    expect(decisionLines(answers, format, names)).toEqual([
      'ORDNANCE.Card.decidedBy {"name":"ORDNANCE.Choice.bloodSpendOnSuccess","value":"1","user":"User u2"}',
      'ORDNANCE.Card.decidedByAutomation {"name":"ORDNANCE.Choice.blessingSpend (Name E)","user":"User u3"}',
      'ORDNANCE.Card.decidedBy {"name":"ORDNANCE.Choice.bloodbath (Name E)","value":"ORDNANCE.Card.yes","user":"User u1"}',
      'ORDNANCE.Card.decidedBy {"name":"ORDNANCE.Choice.scatterPoint","value":"(1.23\\", 5\\")","user":"User u2"}',
    ]);
  });

  it("an order names the fighters in the order chosen; one naming a hidden fighter is left off", () => {
    const order = (value: string[]): RecordedAnswer => ({
      tag: "N.order",
      kind: "order",
      value,
      source: "user",
      by: "u1",
      decision: "resolutionOrder",
    });
    expect(decisionLines([order(["C", "A", "B"])], format, names)).toEqual([
      'ORDNANCE.Card.decidedBy {"name":"ORDNANCE.Choice.resolutionOrder","value":"Name C → Name A → Name B","user":"User u1"}',
    ]);
    expect(decisionLines([order(["C", "H"])], format, names)).toEqual([]);
  });
});
