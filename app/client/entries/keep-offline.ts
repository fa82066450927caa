// Inline in "Simpan untuk offline" (app/client/keep-offline): finds its control as its parent.
import { mountKeepOffline } from "../keep-offline/script";

// An inline classic script always has its element while it runs.
mountKeepOffline(document.currentScript!.parentElement!);
