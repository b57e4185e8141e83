/**
 * Method + path → route. Exact paths come from a map; templated paths (`/v1/places/{placeId}`,
 * `/sandbox/assets/{file}`) are matched segment by segment.
 */
import type { Route } from "./context.ts";

interface Template {
  readonly route: Route;
  readonly pattern: RegExp;
  readonly names: ReadonlyArray<string>;
}

export interface Match {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
}

export class Router {
  private readonly exact = new Map<string, Route>();
  private readonly templates: Template[] = [];

  constructor(routes: ReadonlyArray<Route>) {
    for (const route of routes) {
      if (!route.path.includes("{")) {
        const key = `${route.method} ${route.path}`;
        if (this.exact.has(key)) throw new Error(`duplicate route ${key}`);
        this.exact.set(key, route);
        continue;
      }
      const names: string[] = [];
      const source = route.path
        .split(/(\{[A-Za-z]+\})/)
        .map((part) => {
          const name = /^\{([A-Za-z]+)\}$/.exec(part)?.[1];
          if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\:]/g, "\\$&");
          names.push(name);
          return "([^/]+)";
        })
        .join("");
      this.templates.push({ route, pattern: new RegExp(`^${source}$`), names });
    }
  }

  match(method: string, path: string): Match | undefined {
    const route = this.exact.get(`${method} ${path}`);
    if (route !== undefined) return { route, params: {} };
    for (const template of this.templates) {
      if (template.route.method !== method) continue;
      const found = template.pattern.exec(path);
      if (found === null) continue;
      const params: Record<string, string> = {};
      template.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? "");
      });
      return { route: template.route, params };
    }
    return undefined;
  }

  /** True when the path exists under another method (405 rather than 404). */
  knows(path: string): boolean {
    for (const key of this.exact.keys()) if (key.slice(key.indexOf(" ") + 1) === path) return true;
    return this.templates.some((template) => template.pattern.test(path));
  }
}
