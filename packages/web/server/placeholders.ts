// Markers the build leaves in index.html for the web server to fill per response.

/** Vite writes this as every tag's nonce (html.cspNonce); the server puts a fresh nonce there. */
export const noncePlaceholder = "__CABLINE_NONCE__";
