// For unit tests in Node (vitest.config.ts aliases `virtual:client-scripts` here): the markup
// under test names its scripts, whose code the build makes.
export const CLIENT_SCRIPTS = {};
export const INLINE_SCRIPTS = {
  share: "",
  "offline-page": "",
  "sw-register": "",
  "submit-on-change": "",
  "keep-offline": "",
};
export const SERVICE_WORKER = "";
export const SERVICE_WORKER_VERSION = "";
