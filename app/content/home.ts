/**
 * Home's words (SPEC §2 Home): content/pages/home.yaml, read by the content build. The video is
 * the settings' homeVideo; the shared steps, benefits, claims and contact banner are program.ts;
 * the featured trades' names and pay come from TRADES and the story teaser from HOME_STORY.
 */
export { HOME } from "./generated/copy/home";
