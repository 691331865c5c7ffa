/** /tips-for-success around its Markdown (content/pages/tips-for-success.yaml): the five steps' heading. */
export { TIPS_PAGE } from "./generated/copy/tips-for-success";
