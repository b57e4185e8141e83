// Which Host headers the web server answers: a plain host name with an
// optional port, under `.localhost` or a name the operator listed in CABLINE_ALLOWED_HOSTS, or a
// loopback address. Anything else ("book.localhost:5173@evil.example", "evil.example", a host
// with a path or spaces) is refused before any page or proxy sees it, so no link or header can
// be built from a host the deployment does not own.

export type ParsedHost = { readonly name: string; readonly port: number | undefined };

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ipv4 = /^(?:\d{1,3})(?:\.\d{1,3}){3}$/;

/** The host name (lower case, no trailing dot) and port of a Host header, or undefined if it is not one. */
export function parseHost(header: string | undefined): ParsedHost | undefined {
  if (header === undefined || header.length > 260) return undefined;
  const match = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/.exec(header);
  if (match === null) return undefined;
  const name = (match[1] ?? "").toLowerCase().replace(/\.$/, "");
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  if (name.startsWith("[")) return name === "[::1]" ? { name, port } : undefined;
  if (ipv4.test(name)) return name.split(".").every((part) => Number(part) <= 255) ? { name, port } : undefined;
  if (name.length > 253 || !name.split(".").every((part) => label.test(part))) return undefined;
  return { name, port };
}

export const isLoopback = (name: string): boolean => name === "localhost" || name === "[::1]" || /^127\./.test(name);

/**
 * True for a host this deployment serves: `.localhost` names and loopback always, and each
 * CABLINE_ALLOWED_HOSTS entry, either an exact name ("book.solentcars.example") or, with a
 * leading dot, a domain and everything under it (".solentcars.example").
 */
export function isAllowedHost(name: string, allowed: ReadonlyArray<string>): boolean {
  if (isLoopback(name) || name.endsWith(".localhost")) return true;
  return allowed.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    if (pattern === "") return false;
    return pattern.startsWith(".") ? name === pattern.slice(1) || name.endsWith(pattern) : name === pattern;
  });
}
