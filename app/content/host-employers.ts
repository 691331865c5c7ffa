/** /info-for-host-employers (issue 28): content/pages/info-for-host-employers.yaml. */
export { HOST_EMPLOYERS } from "./generated/copy/info-for-host-employers";
