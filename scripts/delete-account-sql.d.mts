/** The statements that delete the account of `email` and everything kept about it, in order. */
export function accountDeletionStatements(email: string): string[];
