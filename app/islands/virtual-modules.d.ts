declare module "virtual:islands-manifest" {
  const manifest: import("./manifest").IslandsManifest | null;
  export default manifest;
}

interface ImportMeta {
  /** In app/islands/modules/NAME.tsx, "NAME": the island's name, filled in by ./vite-plugin.ts. */
  readonly islandName: string;
}
