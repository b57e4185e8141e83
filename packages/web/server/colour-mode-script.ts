// The colour mode before the first paint (spec §4 theme mode; domain Theme.modeFor): the person's
// choice (local storage "cabline:colour-mode") or else the device's prefers-color-scheme, put on
// the document root by a few bytes of inline script in the page's <head>, so a dark-mode visitor
// never sees the light page flash before the app's code runs. The app then follows the same rule
// (theme/color-mode.ts); test/colour-mode-script.test.ts checks the two agree. Allowed by its hash
// in every page's Content-Security-Policy, card pages included (which take no nonce).
import { createHash } from "node:crypto";

export const colourModeScript =
  '(function(){var c;try{c=localStorage.getItem("cabline:colour-mode")}catch(e){}' +
  'var d=c==="dark"||(c!=="light"&&!!window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches),' +
  'r=document.documentElement;r.classList.add(d?"dark":"light");r.style.colorScheme=d?"dark":"light"})()';

/** The script's CSP source: 'sha256-…'. */
export const colourModeScriptHash = `'sha256-${createHash("sha256").update(colourModeScript).digest("base64")}'`;
