// No address reaches this route (a pathless route with no children never matches): it is here so
// that Remix's compiler builds the enhancers' browser module with the rest (app/enhance).
export { enhance as default } from "~/enhance/enhance.client";
