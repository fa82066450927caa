/** WHO's six tables for the offline growth check, packed by the build (scripts/vite-client-scripts.ts). */
declare module "virtual:who-tables" {
  const packed: import("~/domain/who/packed").PackedGrowthTables;
  export default packed;
}
