import type { TestProject } from "vitest/node";
import { IN_PINNED_SITE, runInPinnedSite } from "../support/pinned-site.mjs";
import { startBuiltWorker } from "../support/worker.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The built worker of the tree the suite runs in: the pinned site for the worker suite (its
 * tests compare with SPEC's exact values and import the pinned generated modules), the working
 * tree's build of staff's content/ for the live suite (`npm run test:live` builds it).
 */
export default async function setup(project: TestProject) {
  if (project.name === "worker" && !IN_PINNED_SITE) throw new Error(runInPinnedSite("test:worker"));
  const worker = await startBuiltWorker();
  project.provide("baseUrl", worker.url);
  return () => worker.dispose();
}
