/**
 * The 404 and error pages' words (content/shared/errors.yaml). A module of their own: the browser
 * needs them to draw an error, and nothing else of the pages' titles and descriptions.
 */
export { NOT_FOUND, SERVER_ERROR } from "./generated/copy/errors";
