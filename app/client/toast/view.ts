import type { ToastMessage } from "~/messages";

/** A toast as it travels from an action to the next page (SPEC sections 3 and 4). */
export interface Toast extends ToastMessage {
  id: string;
  variant: "default" | "destructive";
}

export type ToastVariant = Toast["variant"];
