// The 404 report's writes (not-found-log.ts): the path only, sampled, at most MAX_PER_MINUTE a
// minute per isolate, and a failing store never reaches the visitor.
import { describe, expect, it, vi } from "vitest";
import { MAX_PATH_LENGTH, MAX_PER_MINUTE, createNotFoundLog, noteNotFound, sampleRateOf } from "./not-found-log";

type Point = { blobs: string[]; doubles: number[]; indexes: string[] };
const standIn = () => {
  const points: Point[] = [];
  return { points, writeDataPoint: (point: Point) => void points.push(point) };
};

describe("the 404 report's writes", () => {
  it("writes the path, a weight of one and nothing else", () => {
    const dataset = standIn();
    createNotFoundLog()(dataset, "/old-page");
    expect(dataset.points).toEqual([{ blobs: ["/old-page"], doubles: [1], indexes: ["404"] }]);
  });

  it("notes the path as the rules match it: no query, lower case, no trailing slash", () => {
    const dataset = standIn();
    noteNotFound({ NOT_FOUND_PATHS: dataset }, new URL("https://site.test/Old-Page/?email=jo@example.com&utm=x"));
    expect(dataset.points.map((p) => p.blobs)).toEqual([["/old-page"]]);
  });

  it("writes at most MAX_PER_MINUTE a minute, then again the next minute", () => {
    let time = 1_000_000;
    const record = createNotFoundLog({ now: () => time });
    const dataset = standIn();
    for (let i = 0; i < MAX_PER_MINUTE * 5; i++) record(dataset, `/flood-${i}`);
    expect(dataset.points).toHaveLength(MAX_PER_MINUTE);
    time += 60_000;
    record(dataset, "/next-minute");
    expect(dataset.points).toHaveLength(MAX_PER_MINUTE + 1);
  });

  it("keeps a sample, each weighted so the counts stay estimates", () => {
    const draws = [0.1, 0.9, 0.2, 0.3];
    const record = createNotFoundLog({ random: () => draws.shift()! });
    const dataset = standIn();
    for (let i = 0; i < 4; i++) record(dataset, "/x", 0.25);
    // Kept where the draw is under the rate: the first and the third.
    expect(dataset.points).toEqual([
      { blobs: ["/x"], doubles: [4], indexes: ["404"] },
      { blobs: ["/x"], doubles: [4], indexes: ["404"] },
    ]);
  });

  it("cuts a long path", () => {
    const dataset = standIn();
    createNotFoundLog()(dataset, `/${"a".repeat(5000)}`);
    expect(dataset.points[0]!.blobs[0]).toHaveLength(MAX_PATH_LENGTH);
  });

  it("a store that throws costs the visitor nothing (logged, not thrown)", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      writeDataPoint: () => {
        throw new Error("Analytics Engine is down");
      },
    };
    expect(() => createNotFoundLog()(broken, "/x")).not.toThrow();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it("without a binding, or at a rate of 0, writes nothing", () => {
    const dataset = standIn();
    expect(() => createNotFoundLog()(undefined, "/x")).not.toThrow();
    createNotFoundLog()(dataset, "/x", 0);
    expect(dataset.points).toEqual([]);
  });

  it("reads the rate from its setting, anything odd being every one", () => {
    expect(sampleRateOf("0.1")).toBe(0.1);
    expect(sampleRateOf("0")).toBe(0);
    for (const odd of [undefined, "", "2", "-1", "lots"]) expect(sampleRateOf(odd), String(odd)).toBe(1);
  });
});
