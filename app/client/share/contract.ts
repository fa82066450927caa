/** The names the share box's markup (ShareButtons.tsx) and its inline script (./script.ts) share. */
/** The box itself, with where to count a share, the address and the title. */
export const SHARE_BOX = "data-share";
export const SHARE_ACTION = "data-action";
export const SHARE_URL = "data-url";
export const SHARE_TITLE = "data-title";
/** "Bagikan ke aplikasi lain" (the phone's share sheet), rendered hidden. */
export const SHARE_SHEET = "data-sheet";
/** "Salin tautan", rendered hidden. */
export const SHARE_COPY = "data-copy";
/** The toast "Tautan Disalin" as a template. */
export const SHARE_COPIED = "data-copied";
/** The address field (shown when the clipboard is blocked) and its how-to note. */
export const SHARE_ADDRESS = "data-address";
export const SHARE_INFO = "data-info";
/** Where the article page shows its share count. */
export const SHARE_COUNT = "data-share-count";
