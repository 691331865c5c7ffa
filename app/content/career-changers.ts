/** /info-for-career-changers: content/pages/info-for-career-changers.yaml. */
export { CAREER_CHANGERS } from "./generated/copy/info-for-career-changers";
