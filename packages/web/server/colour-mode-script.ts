// The colour mode before the first paint (spec §4 theme mode; domain Theme.modeFor): the person's
// choice (local storage "cabline:colour-mode") or else the device's prefers-color-scheme, put on
// the document root by a few bytes of inline script in the page's <head>, so a dark-mode visitor
// never sees the light page flash before the app's code runs. The app then follows the same rule
// (theme/color-mode.ts); test/colour-mode-script.test.ts checks the two agree. Allowed by its hash
// in every page's Content-Security-Policy, card pages included (which take no nonce).
// It also keeps a form from being sent by the browser itself: a page the server drew can be typed
// into and submitted (Enter, or its button) before the app has taken it over, and the browser
// would then send the form as a GET to the page's own address, the password in the URL. Every
// form of the app is sent by its own code. Until the app has taken the page over and handed on
// what was typed (src/app/typed-before-start.ts sets window.cablinePendingSubmit to null), a
// submitted form is remembered instead, kept from the app (which would send it with fields it has
// not yet been handed), and sent by the app then (docs/decisions/server-rendering.md).
import { createHash } from "node:crypto";

export const colourModeScript =
  '(function(){var c;try{c=localStorage.getItem("cabline:colour-mode")}catch(e){}' +
  'var d=c==="dark"||(c!=="light"&&!!window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches),' +
  'r=document.documentElement;r.classList.add(d?"dark":"light");r.style.colorScheme=d?"dark":"light";' +
  'document.addEventListener("submit",function(e){e.preventDefault();' +
  "if(window.cablinePendingSubmit!==null)window.cablinePendingSubmit=e.target},true)})()";

/** The script's CSP source: 'sha256-…'. */
export const colourModeScriptHash = `'sha256-${createHash("sha256").update(colourModeScript).digest("base64")}'`;
