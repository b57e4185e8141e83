// Pickup and destinations of a leg (spec §3: the first destination is the drop-off, the rest are
// via points, each able to carry a passenger; §4 swap; §5 emptied vias are removed).
import { Box, Button, Grid, Stack, Text } from "@chakra-ui/react";
import { Fieldset } from "../../../components/controls/field.tsx";
import type { Location, ReturnJourney } from "@cabline/domain";
import * as BusinessBooking from "@cabline/domain/BusinessBooking";
import { useColleagues, type Colleagues } from "../hooks/use-colleagues.ts";
import { bizMessages } from "../messages.ts";
import { AddressSearch } from "./AddressSearch.tsx";
import { CheckField, SelectField, TextField } from "./fields.tsx";
import { limits } from "@cabline/domain/Validation";

type Props = {
  readonly tab: ReturnJourney.Tab;
  readonly journey: BusinessBooking.BusinessJourney;
  readonly change: (update: (booking: BusinessBooking.BusinessBooking) => BusinessBooking.BusinessBooking) => void;
};

export function PlacesFields({ tab, journey, change }: Props) {
  const m = bizMessages.form;
  const vias = BusinessBooking.vias(journey);
  const colleagues = useColleagues();
  // A typed or chosen place goes through the domain's stop rule (§5: an emptied via is removed);
  // the passenger a via carries changes only that via.
  const setPlace = (index: number, location: Location.Location | null) =>
    change((booking) => {
      const via = BusinessBooking.vias(BusinessBooking.journeyOf(booking, tab))[index];
      return BusinessBooking.setVia(booking, index, { location, user: via?.user ?? null });
    });
  const setUser = (index: number, user: BusinessBooking.DestinationUser | null) =>
    change((booking) =>
      BusinessBooking.updateJourney(booking, tab, (j) => ({
        ...j,
        destinations: j.destinations.map((d, i) => (i === index + 1 ? { ...d, user } : d)),
      })),
    );
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {m.journey}
      </Fieldset.Legend>
      <Stack gap="3" marginTop="2">
        <AddressSearch
          id={`${tab}-pickup`}
          label={m.pickup}
          value={journey.pickup}
          error={journey.errors["pickup"]}
          onChange={(location) => change((booking) => BusinessBooking.setPickup(booking, location))}
        />
        <AddressSearch
          id={`${tab}-destinations-0`}
          label={m.dropOff}
          value={BusinessBooking.dropOff(journey)}
          error={journey.errors["destinations.0"]}
          onChange={(location) => change((booking) => BusinessBooking.setDropOff(booking, location))}
        />
        <Stack direction="row" gap="2" wrap="wrap">
          <Button variant="outline" size="sm" onClick={() => change(BusinessBooking.swapLocations)}>
            {m.swap}
          </Button>
          {/* At most Validation.limits.viaStops via points, as the server allows. */}
          <Button
            variant="outline"
            size="sm"
            disabled={vias.length >= limits.viaStops}
            onClick={() => change(BusinessBooking.addVia)}
          >
            {m.addVia}
          </Button>
        </Stack>
        {vias.map((via, index) => (
          <ViaFields
            key={index}
            tab={tab}
            index={index}
            via={via}
            error={journey.errors[`destinations.${index + 1}`]}
            onPlace={(location) => setPlace(index, location)}
            onUser={(user) => setUser(index, user)}
            colleagues={colleagues}
            onRemove={() => change((booking) => BusinessBooking.removeVia(booking, index))}
          />
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

type ViaProps = {
  readonly tab: ReturnJourney.Tab;
  readonly index: number;
  readonly via: BusinessBooking.Destination;
  readonly error: string | undefined;
  readonly onPlace: (location: Location.Location | null) => void;
  readonly onUser: (user: BusinessBooking.DestinationUser | null) => void;
  readonly onRemove: () => void;
  readonly colleagues: Colleagues;
};

const emptyUser: BusinessBooking.DestinationUser = { name: "", email: "", dialCode: "GB", phone: "" };

function ViaFields({ tab, index, via, error, onPlace, onUser, onRemove, colleagues }: ViaProps) {
  const m = bizMessages.form;
  const n = index + 1;
  const id = `${tab}-destinations-${n}`;
  const user = via.user;
  const setUser = (patch: Partial<BusinessBooking.DestinationUser>) => onUser({ ...(user ?? emptyUser), ...patch });
  return (
    <Box borderWidth="1px" borderRadius="md" padding="3" data-testid={`via-${n}`}>
      <Stack gap="3">
        <AddressSearch id={id} label={m.via(n)} value={via.location} error={error} onChange={onPlace} />
        <CheckField
          id={`${id}-has-user`}
          label={m.addStopPassenger}
          checked={user !== null}
          onChange={(checked) => onUser(checked ? emptyUser : null)}
        />
        {user !== null && colleagues.colleagues.length > 0 && (
          <SelectField
            id={`${id}-colleague`}
            label={m.colleague}
            value={colleagues.colleagues.find((c) => c.email_address === user.email)?.email_address ?? ""}
            options={[
              { value: "", label: m.newPerson },
              ...colleagues.colleagues.map((c) => ({ value: c.email_address, label: c.name })),
            ]}
            onChange={(email) => {
              const colleague = colleagues.colleagues.find((c) => c.email_address === email);
              onUser(
                colleague === undefined
                  ? emptyUser
                  : {
                      ...emptyUser,
                      name: colleague.name,
                      email: colleague.email_address,
                      phone: colleague.contact_number ?? "",
                    },
              );
            }}
          />
        )}
        {user !== null && colleagues.failure !== undefined && (
          <Text fontSize="sm" color="fg.muted">
            {m.colleaguesFailed}
          </Text>
        )}
        {user !== null && (
          <Grid templateColumns={{ base: "1fr", md: "1fr 1fr 1fr" }} gap="3">
            <TextField
              id={`${id}-user-name`}
              label={`${m.stopPassenger}: ${m.name.toLowerCase()}`}
              value={user.name}
              onChange={(name) => setUser({ name })}
            />
            <TextField
              id={`${id}-user-email`}
              label={`${m.stopPassenger}: ${m.email.toLowerCase()}`}
              type="email"
              value={user.email}
              onChange={(email) => setUser({ email })}
            />
            <TextField
              id={`${id}-user-phone`}
              label={`${m.stopPassenger}: ${m.phone.toLowerCase()}`}
              type="tel"
              value={user.phone}
              onChange={(phone) => setUser({ phone })}
            />
          </Grid>
        )}
        <Box>
          <Button variant="ghost" size="sm" colorPalette="red" onClick={onRemove}>
            {m.removeVia(n)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
