import type { TestProject } from "vitest/node";
import { PHOTO_SITE } from "../support/photo-site.mjs";
import { IN_PINNED_SITE, runInPinnedSite } from "../support/pinned-site.mjs";
import { startBuiltWorker } from "../support/worker.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    photoSiteUrl: string;
  }
}

/** The photo site's built worker (`npm run build:photos` first), one for the whole run. */
export default async function setup(project: TestProject) {
  // Its tests import the pinned generated modules to name SPEC's posts and stories.
  if (!IN_PINNED_SITE) throw new Error(runInPinnedSite("test:photos"));
  const worker = await startBuiltWorker({ root: PHOTO_SITE });
  project.provide("photoSiteUrl", worker.url);
  return () => worker.dispose();
}
