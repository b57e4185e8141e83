// An address field of the booking form (spec §3 Location, §7 Maps service): the app's one place
// combobox (components/places/PlaceCombobox.tsx), which with nothing typed offers the user's recent
// places and the airports, and on the pickup "Use my current location".
import { Button, Stack, Text } from "@chakra-ui/react";
import type * as Location from "@cabline/domain/Location";
import { PlaceCombobox } from "../../../components/places/PlaceCombobox.tsx";
import { bookingMessages as m } from "../messages.ts";
import { errorTextColour } from "./styles.ts";
import { canLocate, useMyLocation } from "../hooks/use-my-location.ts";
import { type QuickPicks, useQuickPickList } from "../hooks/quick-pick-list.ts";

export type PlaceFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly value: Location.Location | null;
  readonly onChange: (location: Location.Location | null) => void;
  readonly error?: string | undefined;
  readonly quickPicks?: QuickPicks | undefined;
  /** Offers "Use my current location" (the pickup field). */
  readonly locate?: boolean;
};

export function PlaceField({ id, label, value, onChange, error, quickPicks, locate = false }: PlaceFieldProps) {
  const offered = useQuickPickList(quickPicks);
  return (
    <PlaceCombobox
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      offered={offered}
      words={{ hint: m.addressHint, searching: m.searching, noMatches: m.noMatches }}
      extra={locate && canLocate() ? (settle) => <MyLocation onFound={settle} /> : undefined}
    />
  );
}

function MyLocation({ onFound }: { readonly onFound: (location: Location.Location) => void }) {
  const { busy, error, locate } = useMyLocation(onFound);
  return (
    <Stack gap="1" alignItems="flex-start">
      <Button
        variant="plain"
        size="sm"
        paddingX="0"
        color="fg.info"
        textDecoration="underline"
        loading={busy}
        loadingText={m.locating}
        onClick={() => void locate()}
        data-testid="use-my-location"
      >
        {m.useMyLocation}
      </Button>
      {error !== undefined && (
        <Text fontSize="sm" color={errorTextColour} role="alert" data-testid="my-location-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
