import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_GROUPS, AUDIT_KINDS } from "~/shared/schemas/admin";
import { auditActionLabels, auditKindLabels } from "./admin";

// The audit log's kinds of action (docs/decisions/0048): a filter by kind can only find what
// its group names, so every action the log shows in words must be in one group.

describe("the audit log's kinds of action", () => {
  it("puts every action the log names in words in exactly one group", () => {
    const grouped = Object.values(AUDIT_ACTION_GROUPS).flat();
    expect([...grouped].sort()).toEqual(Object.keys(auditActionLabels).sort());
  });

  it("has a label for every kind offered", () => {
    expect(Object.keys(auditKindLabels).sort()).toEqual([...AUDIT_KINDS].sort());
  });
});
