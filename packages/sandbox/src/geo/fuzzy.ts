/**
 * Fuzzy text matching for the offline geocoder: typos ("southamton", "Ocean terminl"), partly
 * typed words (autocomplete) and nicknames ("Soton"). Entries are indexed by token; a query token
 * matches a vocabulary token exactly, as a prefix, or within a small Damerau-Levenshtein
 * distance (1 edit from 4 letters, 2 from 8). Every query token must match for a full match.
 * A hit scores by how well the query's words match, how much of the place's name they cover and
 * how much of the query the name explains, plus the caller's bonus (kind, nearness).
 */

/** Lower case, no accents or punctuation, "&" as "and", single spaces. */
export const normalise = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const stopwords: ReadonlySet<string> = new Set(["the", "of", "uk", "gb", "united", "kingdom", "england", "and"]);

export const tokenise = (text: string, nicknames: Readonly<Record<string, string>>): string[] =>
  normalise(text)
    .split(" ")
    .filter((token) => token !== "" && !stopwords.has(token))
    .map((token) => nicknames[token] ?? token);

/** Optimal-string-alignment distance (Damerau-Levenshtein with adjacent swaps), stopping past `max`. */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // The table a row at a time: the row two back (for swaps), the previous row and this one.
  let twoBack: number[] = [];
  let previous: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row: number[] = [i];
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (twoBack[j - 2] ?? 0) + 1);
      }
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    twoBack = previous;
    previous = row;
  }
  return previous[b.length] ?? max + 1;
};

/** How well a query token matches a vocabulary token, 0 (not at all) to 1 (exactly). */
export const tokenSimilarity = (query: string, token: string, prefix: boolean): number => {
  if (query === token) return 1;
  const numeric = /\d/.test(query);
  if (prefix && token.startsWith(query)) return 0.75 + (0.15 * query.length) / token.length;
  if (numeric || query.length < 4) return 0;
  const allowed = query.length >= 8 ? 2 : 1;
  const distance = editDistance(query, token, allowed);
  if (distance <= allowed) return 0.85 - 0.1 * (distance - 1);
  if (prefix && token.length > query.length && editDistance(query, token.slice(0, query.length), 1) <= 1) return 0.7;
  return 0;
};

export interface IndexEntry {
  /** Every searchable token: name, aliases, codes, postcode, town. */
  readonly tokens: ReadonlyArray<string>;
  /** Tokens of the primary name, for the "the whole name was typed" bonus. */
  readonly nameTokens: ReadonlyArray<string>;
}

export interface Hit<T> {
  readonly entry: T;
  /** Mean similarity of the matched query tokens plus the name-coverage bonus. */
  readonly score: number;
  readonly matched: number;
  readonly total: number;
}

export class FuzzyIndex<T extends IndexEntry> {
  private readonly entries: ReadonlyArray<T>;
  private readonly vocabulary = new Map<string, number[]>();
  private readonly nicknames: Readonly<Record<string, string>>;

  constructor(entries: ReadonlyArray<T>, nicknames: Readonly<Record<string, string>>) {
    this.entries = entries;
    this.nicknames = nicknames;
    entries.forEach((entry, index) => {
      for (const token of new Set(entry.tokens)) {
        const list = this.vocabulary.get(token);
        if (list === undefined) this.vocabulary.set(token, [index]);
        else list.push(index);
      }
    });
  }

  tokens(text: string): string[] {
    return tokenise(text, this.nicknames);
  }

  /**
   * Entries matching the query, best first. With `prefixLast` the last query token may be
   * unfinished (autocomplete). `partial` also returns entries that match only some tokens.
   */
  search(
    query: string,
    options: { readonly prefixLast: boolean; readonly partial: boolean; readonly bonus: (entry: T) => number },
  ): Hit<T>[] {
    const queryTokens = this.tokens(query);
    if (queryTokens.length === 0) return [];
    const perToken: Map<number, number>[] = queryTokens.map((queryToken, position) => {
      const prefix = options.prefixLast && position === queryTokens.length - 1;
      const best = new Map<number, number>();
      for (const [token, indexes] of this.vocabulary) {
        if (!prefix && Math.abs(token.length - queryToken.length) > 2) continue;
        const similarity = tokenSimilarity(queryToken, token, prefix);
        if (similarity === 0) continue;
        for (const index of indexes) if ((best.get(index) ?? 0) < similarity) best.set(index, similarity);
      }
      return best;
    });
    const candidates = new Set<number>();
    for (const map of perToken) for (const index of map.keys()) candidates.add(index);
    const hits: Hit<T>[] = [];
    for (const index of candidates) {
      const entry = this.entries[index];
      if (entry === undefined) continue;
      let matched = 0;
      let sum = 0;
      for (const map of perToken) {
        const similarity = map.get(index);
        if (similarity !== undefined) {
          matched++;
          sum += similarity;
        }
      }
      if (matched < queryTokens.length && !options.partial) continue;
      const inName = (queryToken: string, position: number, nameToken: string): boolean => {
        const prefix = options.prefixLast && position === queryTokens.length - 1;
        return tokenSimilarity(queryToken, nameToken, prefix) > 0;
      };
      const covered = entry.nameTokens.filter((nameToken) =>
        queryTokens.some((queryToken, position) => inName(queryToken, position, nameToken)),
      ).length;
      const coverage = entry.nameTokens.length === 0 ? 0 : covered / entry.nameTokens.length;
      // How much of the query the name itself explains, not an alias, street or town: "University
      // of Southampton" is the university's name, and only the street address of Solent University.
      const explained =
        queryTokens.filter((queryToken, position) =>
          entry.nameTokens.some((nameToken) => inName(queryToken, position, nameToken)),
        ).length / queryTokens.length;
      hits.push({
        entry,
        score:
          (sum / queryTokens.length) * (matched / queryTokens.length) +
          0.35 * coverage +
          0.1 * explained +
          options.bonus(entry),
        matched,
        total: queryTokens.length,
      });
    }
    return hits.sort((a, b) => b.score - a.score);
  }
}
