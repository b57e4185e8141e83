/**
 * Phone numbers the way people read them (issue 17: the support number in the footer, numbers in
 * forms and lists). UK numbers are grouped as Ofcom's numbering plan groups them, written
 * internationally ("+44 23 8049 6000", "+44 7700 900123"); other numbers are left as given. The
 * issue suggests libphonenumber-js; this covers the UK numbers the app shows without adding ~150 kB
 * of metadata to the first page.
 */

const groupUk = (national: string): ReadonlyArray<string> | undefined => {
  if (!/^\d{10}$/.test(national)) return undefined;
  const take = (...sizes: ReadonlyArray<number>) => {
    const parts: string[] = [];
    let at = 0;
    for (const size of sizes) {
      parts.push(national.slice(at, at + size));
      at += size;
    }
    return parts;
  };
  // 2x: area code of two digits (020 London, 023 Southampton and Portsmouth, 029 Cardiff...).
  if (national.startsWith("2")) return take(2, 4, 4);
  // 11x and 1x1: three-digit area codes (0113 Leeds, 0121 Birmingham...).
  if (/^1(1\d|\d1)/.test(national)) return take(3, 3, 4);
  // Other geographic numbers: four-digit area code and six digits.
  if (national.startsWith("1")) return take(4, 6);
  // Mobiles and pagers: 7xxx xxxxxx.
  if (national.startsWith("7")) return take(4, 6);
  // Non-geographic (03, 08, 09): 3xx xxx xxxx.
  return take(3, 3, 4);
};

/** A number for reading: "+44 23 8049 6000" for UK numbers in any usual form, else trimmed as given. */
export const formatForReading = (typed: string): string => {
  const compact = typed.replace(/[\s().-]/g, "");
  const national = compact.startsWith("+44")
    ? compact.slice(3).replace(/^0/, "")
    : compact.startsWith("0044")
      ? compact.slice(4)
      : /^0[1-9]/.test(compact)
        ? compact.slice(1)
        : undefined;
  const groups = national === undefined ? undefined : groupUk(national);
  return groups === undefined ? typed.trim() : `+44 ${groups.join(" ")}`;
};

/** The number for a tel: link: E.164 for UK numbers, else the typed digits and a leading plus. */
export const telHref = (typed: string): string => {
  const read = formatForReading(typed);
  return `tel:${(read.startsWith("+44 ") ? read : typed).replace(/[^\d+]/g, "")}`;
};
