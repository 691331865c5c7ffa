/**
 * Words several pages share (content/shared/program.yaml): the five application steps (SPEC §4),
 * the civil engineer and construction manager career flows, the home claims and benefits, the
 * RISE section of the audience pages and the contact banner.
 */
export {
  ASK_US,
  BENEFITS,
  CLAIMS,
  CONTACT_BANNER,
  PROCESS_FLOWS,
  PROCESS_STEPS,
  PROCESS_STEPS_LABEL,
  RISE,
} from "./generated/copy/program";
