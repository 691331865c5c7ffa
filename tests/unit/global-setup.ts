// The unit tests import the modules the content build generates (app/content/generated/) and
// read the share cards and the parent guide it writes, all built from the pinned copy of the
// launch content (tests/fixtures/content/): they compare them with SPEC's exact figures
// (decision 024). They run in the pinned site (.cache/pinned/, tests/support/pinned-site.mjs),
// where that build is, never in the working tree, whose generated files are staff's build and
// which no test rewrites (decision 040).
import { IN_PINNED_SITE, runInPinnedSite } from "../support/pinned-site.mjs";

export default function setup() {
  if (!IN_PINNED_SITE) throw new Error(runInPinnedSite("test:unit"));
  // The tests' broken fixtures never land on a CI run's summary page (check-summary.ts writes there
  // when the variable is set); tests/unit/check-summary.test.ts sets its own file.
  delete process.env.GITHUB_STEP_SUMMARY;
}
