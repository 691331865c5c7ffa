/** /about's words (SPEC §2 About): content/pages/about.yaml. The team and partners are content/data/. */
export { ABOUT } from "./generated/copy/about";
