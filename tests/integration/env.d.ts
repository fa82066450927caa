declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_SEED: string[];
  }
}

/** The built Worker (build/server/index.js, aliased in vitest.workers.config.ts). */
declare module "built-worker" {
  const worker: {
    fetch(request: Request, env: Cloudflare.Env, ctx: ExecutionContext): Promise<Response>;
    queue(batch: MessageBatch, env: Cloudflare.Env, ctx: ExecutionContext): Promise<void>;
  };
  export default worker;
}
