/** The words around the FAQ on /apprenticeship-faq: content/pages/apprenticeship-faq.yaml (the questions are content/faq.md). */
export { FAQ_PAGE } from "./generated/copy/apprenticeship-faq";
