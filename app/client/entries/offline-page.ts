// Inline at the end of the offline page (app/client/offline/script.ts, app/client/keep-offline).
import { OFFLINE_ALL } from "../keep-offline/contract";
import { mountOfflineSwitch } from "../keep-offline/script";
import { selector } from "../names";
import { OFFLINE_READ_LIST } from "../offline/contract";
import { pointRetryHere, showReadList } from "../offline/script";

pointRetryHere();
const list = document.querySelector<HTMLElement>(selector(OFFLINE_READ_LIST));
if (list) void showReadList(list);
const choice = document.querySelector<HTMLFormElement>(`form${selector(OFFLINE_ALL)}`);
if (choice) mountOfflineSwitch(choice);
