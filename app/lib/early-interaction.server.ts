import { EARLY_FLAG, EVENTS } from "./use-first-interaction";

// The inline scripts that hear a visitor's first interaction before (or without) React: server
// only, since the browser runs them from the HTML and never needs their text (a script React
// inserts does not run, and hydration leaves an element's inner HTML as the server sent it).

/**
 * An inline script for the document's <head>: it hears the first interaction while the page's
 * JavaScript is still loading, which on a slow phone is seconds (a pointer move then was
 * lost, and the player never came). It is a few hundred bytes, and the page's CSP admits it
 * by hash like every inline script. It listens in the capture phase, so it also hears the
 * scroll of an element, which is not always the visitor's: a photo strip snapping into place
 * at first layout scrolled itself on every load of home, and the player was created during the
 * load, Lighthouse's too (its frame's setup a long task of its own). So a scroll counts only
 * if it is the page's; a visitor who swipes a strip has touched or pressed first.
 */
export const EARLY_INTERACTION_SCRIPT = `(function(){var e=${JSON.stringify(EVENTS)};function f(v){if(v.type==="scroll"&&v.target!==document)return;window.${EARLY_FLAG}=true;e.forEach(function(n){removeEventListener(n,f,true)})}e.forEach(function(n){addEventListener(n,f,{capture:true,passive:true})})})()`;

/**
 * On a page that ships no framework script (a trade's page), a player waits in a <template>
 * followed by this inline script (hashed into the CSP like every inline script): on the first
 * interaction, heard as the early script hears it, the template's contents take the place of
 * everything in its parent box.
 */
export const PLAYER_ON_INTERACTION_SCRIPT = `(function(){var t=document.currentScript.previousElementSibling,e=${JSON.stringify(EVENTS)};function f(v){if(v.type==="scroll"&&v.target!==document)return;e.forEach(function(n){removeEventListener(n,f,true)});t.parentNode.replaceChildren(t.content)}e.forEach(function(n){addEventListener(n,f,{capture:true,passive:true})})})()`;
