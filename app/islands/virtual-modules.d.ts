declare module "virtual:islands-manifest" {
  const manifest: import("./manifest").IslandsManifest | null;
  export default manifest;
}
