import { expect, vi } from "vitest";

/**
 * Waits until the dev loop's log (`output()`) says it has loaded the content build ahead for
 * the next save `times` times in all: it is idle (the cards its builds left are drawn too).
 */
export function idleAfter(output: () => string, times: number, timeout: number): Promise<void> {
  const ahead = () => (output().match(/scripts\/content\/cli\.ts loaded ahead for the next save/g) ?? []).length;
  const unloaded = () => `the content build was not loaded ahead ${times} times:\n${output()}`;
  return vi.waitFor(() => expect(ahead(), unloaded()).toBeGreaterThanOrEqual(times), { timeout, interval: 50 });
}
