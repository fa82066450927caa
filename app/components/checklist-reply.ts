import type { ChecklistReply } from "./DevelopmentChecklist";

/**
 * A refused check as the form shows it: the answers given (so nothing typed is lost) and the first
 * message of each field, from the action's Conform reply; undefined for anything else.
 */
export function checklistReply(actionData: unknown): ChecklistReply | undefined {
  if (!actionData || typeof actionData !== "object" || !("error" in actionData)) return undefined;
  const reply = actionData as {
    initialValue?: Record<string, unknown> | null;
    error?: Record<string, string[] | null> | null;
  };
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(reply.initialValue ?? {})) {
    if (typeof value === "string") values[name] = value;
  }
  const errors: Record<string, string | undefined> = {};
  for (const [name, messages] of Object.entries(reply.error ?? {})) if (messages?.[0]) errors[name] = messages[0];
  return { values, errors };
}
