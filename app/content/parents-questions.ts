/** The parents' page's questions and answers: content/pages/parents-questions.yaml. */
export { PARENTS_QUESTIONS } from "./generated/copy/parents-questions";
