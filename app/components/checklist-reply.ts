import type { FormReply } from "~/schemas/form";
import type { ChecklistReply } from "./DevelopmentChecklist";
import { firstMessages } from "./forms";

/**
 * A refused check as the form shows it: the answers given (so nothing typed is lost) and the first
 * message of each field, from the action's Conform reply; undefined for anything else.
 */
export function checklistReply(actionData: unknown): ChecklistReply | undefined {
  if (!actionData || typeof actionData !== "object" || !("error" in actionData)) return undefined;
  const reply = actionData as FormReply;
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(reply.initialValue ?? {})) {
    if (typeof value === "string") values[name] = value;
  }
  return { values, errors: firstMessages(reply) };
}
