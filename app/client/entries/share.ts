// Inline in the article page's share box (app/client/share): finds its box as its parent.
import { mountShare } from "../share/script";

// An inline classic script always has its element while it runs.
mountShare(document.currentScript!.parentElement!);
