/**
 * Waits until at least `floorMs` have passed since `startedAt`, so an answer takes the same time
 * whichever way it went (registration: a new address writes two rows more than a known one, and
 * the difference would tell which addresses have accounts). Returns how long it waited.
 */
export async function answerNoSoonerThan(
  startedAt: number,
  floorMs: number,
  { now = Date.now, sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = {},
): Promise<number> {
  const wait = Math.max(0, startedAt + floorMs - now());
  if (wait > 0) await sleep(wait);
  return wait;
}
