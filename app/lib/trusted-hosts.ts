/**
 * The other sites this one trusts with its visitors, kept by developers (never by a file staff
 * edit): the hosts the site may show inside its pages (a frame), which the CSP's frame-src allows
 * and nothing else, and the hosts of the program's forms. Staff choose the address within a host
 * in the site settings (content/settings.yaml); content:check refuses one on any other host,
 * naming the field. A new form or embed service is a developer's change here.
 */
import { VIMEO_PLAYER_ORIGIN } from "../content/links";

/** For each site setting that is trusted: the origins its address may be on. */
export const TRUSTED_HOSTS = {
  /** Shown in a frame on /about. */
  "addresses.enquiryForm": ["https://forms.borntobuild.example.com"],
  /** Shown in a frame on /career-handbook. */
  "addresses.flipbook": ["https://flipbook.borntobuild.example.com"],
  /** Behind every Apply Now button: where applicants type their details. */
  "addresses.applicationForm": ["https://apply.borntobuild.example.com"],
} as const satisfies Record<string, readonly string[]>;

/** The settings fields whose address the site shows in a frame. */
const FRAMED = ["addresses.enquiryForm", "addresses.flipbook"] as const;

/** Hosts the site embeds in frames: the CSP frame-src allows exactly these (Vimeo's player first). */
export const FRAME_ORIGINS: readonly string[] = [
  VIMEO_PLAYER_ORIGIN,
  ...FRAMED.flatMap((field) => TRUSTED_HOSTS[field]),
];
