// The identity of an uploaded file: the same content always gives the same id, so its rows keep
// their keys (BulkImport.rowKey) when the upload is resumed after a reload or a lost connection,
// and the server books each row once.
const fnv1a = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
};

export async function fileIdOf(text: string): Promise<string> {
  try {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
    return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  } catch {
    return `f${fnv1a(text)}${text.length.toString(16)}`;
  }
}

/** A short, stable fingerprint of some text (which rows a request carries). */
export const fingerprint = fnv1a;
