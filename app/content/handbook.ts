/** /career-handbook's words (SPEC §2 Career handbook): content/pages/career-handbook.yaml. */
export { HANDBOOK } from "./generated/copy/career-handbook";
