// Waiting on a condition instead of sleeping a fixed time: as soon as it holds
// (checked every few milliseconds, which costs the machine nothing), and a
// clear failure when it never does.
import { setTimeout as delay } from 'node:timers/promises';

/** Resolves once `condition()` holds; rejects naming `what` after `timeoutMs`. */
export async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await delay(5);
  }
}
