/**
 * The dev loop's event stream (/__dev/events on its reload port), read as a browser's
 * EventSource would: each event with the time it arrived.
 */
import { expect } from "vitest";

export type Event = { event: string; data: string; at: number };

export function eventStream(url: string) {
  const events: Event[] = [];
  const waiting = new Set<() => void>();
  const controller = new AbortController();
  const done = (async () => {
    const response = await fetch(url, { signal: controller.signal });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = [...block.matchAll(/^data: (.*)$/gm)].map((m) => m[1]).join("\n");
        if (event) events.push({ event, data, at: performance.now() });
        waiting.forEach((wake) => wake());
      }
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted) throw error;
  });
  /** The next event after the first `seen`, or null when none comes within `ms`. */
  function next(seen: number, ms: number): Promise<Event | null> {
    return new Promise((resolve) => {
      const check = () => {
        if (events.length <= seen) return;
        cleanup();
        resolve(events[seen]!);
      };
      const timer = setTimeout(() => (cleanup(), resolve(null)), ms);
      const cleanup = () => (clearTimeout(timer), waiting.delete(check));
      waiting.add(check);
      check();
    });
  }
  return { events, next, close: () => (controller.abort(), done) };
}
