/**
 * public/admin/preview.js (scripts/editor/preview-build.mjs), loaded by /admin/ after Decap's
 * bundle: the site's stylesheet in the preview pane, and a preview for each entry that has one
 * (./names.ts). The page names the stylesheet on this script's tag (app/lib/edge/admin.ts), as
 * the worker knows it: its file name carries the build's hash.
 */
import { decapTemplate } from "./island";
import { PREVIEW_PAGES } from "./names";
import { PostPreview, TradePreview, pagePreview } from "./templates";

type Cms = {
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(name: string, template: unknown): void;
};

const cms = (window as unknown as { CMS?: Cms }).CMS;
const stylesheet = document.currentScript?.dataset.stylesheet;

if (cms) {
  if (stylesheet) cms.registerPreviewStyle(stylesheet);
  cms.registerPreviewTemplate("posts", decapTemplate(PostPreview));
  cms.registerPreviewTemplate("trades", decapTemplate(TradePreview));
  for (const page of PREVIEW_PAGES) cms.registerPreviewTemplate(page, decapTemplate(pagePreview(page)));
}
