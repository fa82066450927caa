// Inline in the article page's share box (app/client/share): finds its box as its parent.
import { mountShare } from "../share/script";

const box = document.currentScript?.parentElement;
if (box) mountShare(box);
