/** /info-for-host-employers: content/pages/info-for-host-employers.yaml. */
export { HOST_EMPLOYERS } from "./generated/copy/info-for-host-employers";
