/** Vite's `?raw` imports (WHO's tables for the offline growth check): the file's text. */
declare module "*?raw" {
  const text: string;
  export default text;
}
