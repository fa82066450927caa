/** Secrets the Worker needs; each at least 32 characters. */
const REQUIRED_SECRETS = ["SESSION_SECRET", "BETTER_AUTH_SECRET"] as const;

/** The names of required secrets that are missing or too short. */
export function missingSecrets(env: Partial<Record<(typeof REQUIRED_SECRETS)[number], string>>): string[] {
  return REQUIRED_SECRETS.filter((name) => (env[name]?.length ?? 0) < 32);
}

/**
 * The secret that signs cookies. Production must set it (`wrangler secret put SESSION_SECRET`);
 * refusing to run without it beats signing with a value anyone can read in the repository.
 */
export function getSessionSecret(env: Pick<Env, "SESSION_SECRET">): string {
  const secret = env.SESSION_SECRET;
  if (!secret || secret.length < 32) {
    throw new Error("SESSION_SECRET is missing or shorter than 32 characters");
  }
  return secret;
}
