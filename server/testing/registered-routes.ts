import type { FastifyInstance } from "fastify";

// The app's routes as Fastify knows them, for tests that must cover every route, including
// routes added later by someone who never read the test.

export interface RegisteredRoute {
  method: string;
  url: string;
}

const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of the app, read from Fastify's printRoutes tree: each line's path continues its
 * parent's, and lines with methods in brackets are routes. HEAD twins of GET routes are left out.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const url = (pathAtDepth[depth - 1] ?? "") + (match[2] ?? "");
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of match[3]?.split(", ") ?? []) {
      if (method !== "HEAD") routes.push({ method, url });
    }
  }
  return routes;
}

/** A URL that matches the route: each parameter filled with the given value. */
export function fillRouteParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, value).replace(/\*/g, value);
}
