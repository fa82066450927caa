// Inline at the end of the offline page (app/client/offline/script.ts).
import { selector } from "../names";
import { OFFLINE_READ_LIST } from "../offline/contract";
import { pointRetryHere, showReadList } from "../offline/script";

pointRetryHere();
const list = document.querySelector<HTMLElement>(selector(OFFLINE_READ_LIST));
if (list) void showReadList(list);
