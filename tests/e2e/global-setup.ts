// The browser specs compare with the pinned launch content (they import its generated modules):
// they run in the pinned site (.cache/pinned/, decision 040), never on the working tree's build of
// staff's content/.
import { IN_PINNED_SITE, runInPinnedSite } from "../support/pinned-site.mjs";

export default function globalSetup() {
  if (!IN_PINNED_SITE) throw new Error(runInPinnedSite("test:e2e"));
}
