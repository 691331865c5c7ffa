// No address reaches this route (a pathless route with no children never matches): it is here so
// that Remix's compiler builds the islands' browser module with the rest (app/islands).
export { hydrateIslands as default } from "~/islands/hydrate.client";
