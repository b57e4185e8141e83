// @vitest-environment happy-dom
// Address search for one field (components/places/use-place-search.ts; spec §7 Maps
// service): typing is debounced into one autocomplete call, an answer that arrives after a newer
// one is ignored, one session token runs from the first key to the placeDetails that ends the
// search, and a failure shows the maps port's message.
import type { MapsApi, PlaceSuggestion } from "@cabline/api-ports/MapsApi";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { usePlaceSearch } from "../src/components/places/use-place-search.ts";
import type { Services } from "../src/lib/services.ts";
import type { SessionActions } from "../src/lib/session.ts";
import { SessionProvider } from "../src/lib/session-context.tsx";

afterEach(cleanup);

const suggestion = (name: string): PlaceSuggestion => ({
  placeId: `place-${name}`,
  text: `${name}, Southampton`,
  mainText: name,
  secondaryText: "Southampton",
  types: ["point_of_interest"],
});

/** A maps port whose answers the test releases, in any order. */
function heldMaps() {
  const calls: Array<{ operation: string; input: string; sessionToken?: string | undefined }> = [];
  const waiting: Array<{ input: string; answer: () => void; fail: (error: Error) => void }> = [];
  const maps: Pick<MapsApi, "autocomplete" | "placeDetails" | "geocode"> = {
    autocomplete: (input, options) => {
      calls.push({ operation: "autocomplete", input, sessionToken: options.sessionToken });
      return new Promise((resolve, reject) =>
        waiting.push({ input, answer: () => resolve([suggestion(input)]), fail: reject }),
      );
    },
    placeDetails: async (placeId, options) => {
      calls.push({ operation: "placeDetails", input: placeId, sessionToken: options?.sessionToken });
      return { address: placeId.replace("place-", ""), lat: 50.9, lon: -1.4 };
    },
    geocode: async () => [],
  };
  return { maps, calls, waiting };
}

function rendered(maps: ReturnType<typeof heldMaps>["maps"]) {
  const services = { maps } as unknown as Services;
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <SessionProvider actions={{} as SessionActions} loadServices={async () => services}>
      {children}
    </SessionProvider>
  );
  return renderHook(() => usePlaceSearch(), { wrapper });
}

describe("the place search of an address field", () => {
  it("asks the maps service once for what was typed quickly, and ends the search's session with the place chosen", async () => {
    const held = heldMaps();
    const { result } = rendered(held.maps);
    act(() => {
      result.current.query("B");
      result.current.query("Ba");
      result.current.query("Bar");
    });
    await waitFor(() => expect(held.waiting).toHaveLength(1));
    expect(held.calls.map((call) => call.input)).toEqual(["Bar"]);
    await act(async () => held.waiting[0]?.answer());
    await waitFor(() => expect(result.current.suggestions.map((s) => s.label)).toEqual(["Bar"]));
    const chosen = result.current.suggestions[0];
    let place: Awaited<ReturnType<typeof result.current.resolve>>;
    await act(async () => {
      place = await result.current.resolve(chosen!);
    });
    expect(place!).toMatchObject({ address: "Bar" });
    // One token from the first key to placeDetails; the next search starts a new one.
    const [search, details] = held.calls;
    expect(details?.sessionToken).toBe(search?.sessionToken);
    act(() => result.current.query("Ocean"));
    await waitFor(() => expect(held.calls).toHaveLength(3));
    expect(held.calls[2]?.sessionToken).not.toBe(search?.sessionToken);
  });

  it("ignores an answer that arrives after the answer to what was typed since", async () => {
    const held = heldMaps();
    const { result } = rendered(held.maps);
    act(() => result.current.query("Bargate"));
    await waitFor(() => expect(held.waiting).toHaveLength(1));
    act(() => result.current.query("Ocean Village"));
    await waitFor(() => expect(held.waiting).toHaveLength(2));
    await act(async () => held.waiting[1]?.answer());
    await waitFor(() => expect(result.current.suggestions.map((s) => s.label)).toEqual(["Ocean Village"]));
    // The older search answers last: the list stays the newer one's.
    await act(async () => held.waiting[0]?.answer());
    expect(result.current.suggestions.map((s) => s.label)).toEqual(["Ocean Village"]);
    expect(result.current.busy).toBe(false);
  });

  it("says the maps service's own message when the search fails, and clears the list for fewer than two letters", async () => {
    const held = heldMaps();
    const { result } = rendered(held.maps);
    act(() => result.current.query("Westquay"));
    await waitFor(() => expect(held.waiting).toHaveLength(1));
    await act(async () => held.waiting[0]?.fail(new Error("offline")));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.busy).toBe(false);
    act(() => result.current.query("W"));
    expect(result.current.suggestions).toEqual([]);
    expect(result.current.error).toBeUndefined();
  });
});
