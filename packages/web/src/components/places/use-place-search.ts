// Address search for one field (spec §7 Maps service, region GB): autocomplete as the user types,
// debounced, one session token per search ending with placeDetails (Google's billing model), and
// answers arriving out of order ignored. Failures show the maps port's own message.
import { failureMessage as mapsMessage, notFoundMessage } from "@cabline/api-ports/MapsApi";
import type * as Location from "@cabline/domain/Location";
import { useEffect, useRef, useState } from "react";
import { emptied } from "../../lib/lists.ts";
import { useServices } from "../../lib/session-context.tsx";

/** One line of the list: a maps suggestion (placeId), a place already known, or one to geocode. */
export type Suggestion = {
  readonly key: string;
  readonly label: string;
  readonly secondary?: string | undefined;
  readonly group?: string | undefined;
  readonly placeId?: string;
  readonly location?: Location.Location;
  readonly geocode?: string;
};

const debounceMs = 200;
const newToken = () => crypto.randomUUID();

/** Search starts at this many characters (a business form asks for more: its hint says how many). */
export function usePlaceSearch(minLength = 2) {
  const load = useServices();
  const [suggestions, setSuggestions] = useState<ReadonlyArray<Suggestion>>([]);
  const [busy, setBusy] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const sessionToken = useRef(newToken());
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function query(text: string) {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    setError(undefined);
    if (text.trim().length < minLength) {
      setSuggestions(emptied);
      setBusy(false);
      return;
    }
    setBusy(true);
    timer.current = setTimeout(() => {
      load()
        .then(({ maps }) => maps.autocomplete(text.trim(), { sessionToken: sessionToken.current }))
        .then((found) => {
          if (ticket !== latest.current) return;
          setSuggestions(
            found.map((suggestion) => ({
              key: suggestion.placeId,
              label: suggestion.mainText,
              secondary: suggestion.secondaryText,
              placeId: suggestion.placeId,
            })),
          );
        })
        .catch((failure: unknown) => {
          if (ticket === latest.current) setError(mapsMessage(failure));
        })
        .finally(() => {
          if (ticket === latest.current) setBusy(false);
        });
    }, debounceMs);
  }

  async function resolve(option: Suggestion): Promise<Location.Location | undefined> {
    if (option.location !== undefined && option.geocode === undefined) return option.location;
    setResolving(true);
    setError(undefined);
    try {
      const { maps } = await load();
      if (option.placeId !== undefined) {
        const location = await maps.placeDetails(option.placeId, { sessionToken: sessionToken.current });
        sessionToken.current = newToken();
        return location;
      }
      const found = await maps.geocode(option.geocode ?? option.label);
      const first = found[0];
      if (first === undefined) setError(notFoundMessage);
      return first;
    } catch (failure) {
      setError(mapsMessage(failure));
      return undefined;
    } finally {
      setResolving(false);
    }
  }

  return { suggestions, busy, resolving, error, query, resolve };
}
