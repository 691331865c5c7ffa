/**
 * Copy of /tips-for-success: what host employers look for (SPEC §2 Legal and tips pages),
 * and a Get In Touch button whose mailto the page builds from CONTACT.email. Written in
 * content/tips.md (see the comment there for its parts); the page also shows the 5-step
 * process image.
 */
export { TIPS } from "./generated/prose";
