import type { TestProject } from "vitest/node";
import { startBuiltWorker } from "../support/worker.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const worker = await startBuiltWorker();
  project.provide("baseUrl", worker.url);
  return () => worker.dispose();
}
