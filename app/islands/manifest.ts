import manifest from "virtual:islands-manifest";

/** Which files the islands' browser code became (written by app/islands/vite-plugin.ts). */
export interface IslandsManifest {
  /** The islands' entry first, then the files it imports statically; paths relative to the site root. */
  entry: string[];
  /** React's part of hydrating (app/islands/hydrate.tsx): its file and the files that imports statically. */
  hydrate: string[];
  /** Per island, its module's file and the files that imports statically. */
  islands: Record<string, string[]>;
}

/**
 * The manifest in the prerender of a production build; null in the dev server, in the
 * browser and in tests, where pages hydrate as one React Router app instead.
 */
export const islandsManifest: IslandsManifest | null = manifest;
