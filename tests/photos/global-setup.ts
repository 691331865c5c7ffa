import type { TestProject } from "vitest/node";
import { PHOTO_SITE } from "../support/photo-site.mjs";
import { startBuiltWorker } from "../support/worker.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    photoSiteUrl: string;
  }
}

/** The photo site's built worker (`npm run build:photos` first), one for the whole run. */
export default async function setup(project: TestProject) {
  const worker = await startBuiltWorker({ root: PHOTO_SITE });
  project.provide("photoSiteUrl", worker.url);
  return () => worker.dispose();
}
