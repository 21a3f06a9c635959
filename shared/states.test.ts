import { describe, expect, it } from "vitest";
import { STATES, STATES_AND_UNION_TERRITORIES, UNION_TERRITORIES } from "./states";

// docs/product.md §10: every state and union territory, each group alphabetical for a quick pick.

const alphabetical = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, "en"));

describe("the states and union territories a Post Query may name", () => {
  it("are 28 states and 8 union territories, no name twice", () => {
    expect(STATES).toHaveLength(28);
    expect(UNION_TERRITORIES).toHaveLength(8);
    expect(new Set(STATES_AND_UNION_TERRITORIES).size).toBe(36);
  });

  it("list each group in alphabetical order, the states first", () => {
    expect(STATES).toEqual(alphabetical(STATES));
    expect(UNION_TERRITORIES).toEqual(alphabetical(UNION_TERRITORIES));
    expect(STATES_AND_UNION_TERRITORIES).toEqual([...STATES, ...UNION_TERRITORIES]);
  });
});
