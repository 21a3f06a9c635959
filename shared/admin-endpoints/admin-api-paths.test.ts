import { describe, expect, it } from "vitest";
import { ADMIN_API_PREFIX, REPORT_SECTIONS, adminApiPaths } from "../routes";
import { ADMIN_ENDPOINT_LIST } from ".";

// The tests and benchmarks call the admin API by `adminApiPaths` (shared/routes.ts), the server
// registers it from the endpoints' table (docs/decisions/0082). Two lists of one API drift apart
// unless something compares them: each address here must be one the table registers.

/** A value for each kind of path parameter the builders take. */
const SAMPLE_REFERENCE = "CH-ABCDEF";
const SAMPLE_ID = 7;

/** Every address `adminApiPaths` builds, with sample parameters, named by its key. */
function builtAddresses(): Array<[string, string]> {
  return Object.entries(adminApiPaths).flatMap(([name, build]): Array<[string, string]> => {
    if (typeof build === "string") return [[name, build]];
    if (name === "reportCsv") {
      return REPORT_SECTIONS.map((section) => [`${name}(${section})`, (build as (section: string) => string)(section)]);
    }
    // The builders take a reference, an id, or a reference and a file's id.
    const sample = name.startsWith("submission") ? SAMPLE_REFERENCE : SAMPLE_ID;
    return [[name, (build as (...parameters: unknown[]) => string)(sample, "file-1")]];
  });
}

/** The table's path as a pattern: each `:name` one path segment. */
function pathPattern(path: string): RegExp {
  const escaped = `${ADMIN_API_PREFIX}${path}`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/:[A-Za-z0-9_]+/g, "[^/]+")}$`);
}

const registered = ADMIN_ENDPOINT_LIST.map((endpoint) => pathPattern(endpoint.path));

describe("adminApiPaths", () => {
  it.each(builtAddresses())("%s (%s) is an address the admin endpoints' table registers", (_name, address) => {
    expect(registered.some((pattern) => pattern.test(address))).toBe(true);
  });

  it("has no address the table lacks, checked on a made-up one", () => {
    expect(
      registered.some((pattern) => pattern.test(`${ADMIN_API_PREFIX}/submissions/${SAMPLE_REFERENCE}/nothing`)),
    ).toBe(false);
  });
});
