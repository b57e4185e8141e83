// A choice of one among a few, on native radio inputs (spec §4 ride type, payment method, cruise
// terminal). Chakra's RadioGroup is zag's radio-group machine (about 5 kB gz); native
// radios sharing a name already give arrow-key movement, one tab stop and the group's semantics
// inside a fieldset. A card option is the whole bordered box as the label, outlined when chosen.
import { chakra, HStack, Stack, Text, type HTMLChakraProps, type StackProps } from "@chakra-ui/react";
import type * as RideAvailability from "@cabline/domain/RideAvailability";
import type { ReactNode } from "react";
import { useLegendId } from "./field.tsx";
import { markStyle } from "./mark.ts";

export type RadioProps = Omit<HTMLChakraProps<"label">, "onChange"> & {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly onChecked: (value: string) => void;
  readonly children: ReactNode;
  /** Draw the option as a bordered card (the ride types and terminals). */
  readonly card?: boolean | undefined;
};

export function Radio({ name, value, checked, onChecked, children, card = false, ...label }: RadioProps) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="2.5"
      cursor="pointer"
      textStyle="sm"
      colorPalette="brand"
      {...(card
        ? {
            borderWidth: "1px",
            borderRadius: "md",
            padding: "3",
            _hover: { bg: "bg.muted" },
            css: {
              "&:has(input:checked)": {
                borderColor: "colorPalette.solid",
                boxShadow: "0 0 0 1px {colors.colorPalette.solid}",
              },
            },
          }
        : {})}
      {...label}
    >
      <chakra.input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChecked(value)}
        css={markStyle}
      />
      {children}
    </chakra.label>
  );
}

/** The radios of one choice: a radiogroup named by the enclosing fieldset's legend, or by `label`. */
export function RadioGroup({ label, children, ...stack }: StackProps & { readonly label?: string | undefined }) {
  const legendId = useLegendId();
  return (
    <Stack
      role="radiogroup"
      gap="2"
      {...(label !== undefined ? { "aria-label": label } : { "aria-labelledby": legendId })}
      {...stack}
    >
      {children}
    </Stack>
  );
}

// The ride types a journey may take, as radio cards with their seats, luggage and a picture of the
// vehicle (spec §4 Ride type selection; RideAvailability decides which are offered and
// RideAvailability.pictureOf which picture): one control for the consumer and the business forms,
// kept beside Radio so it travels in the same chunk (a chunk of its own cost /book-ride a request
// and 0.3 kB gz). The picture is decoration beside the name: no text of its own, a fixed box
// (nothing moves when it arrives), hidden if it fails to load.
const words = {
  seats: (n: number) => `${n} seat${n === 1 ? "" : "s"}`,
  bags: (n: number) => `${n} bag${n === 1 ? "" : "s"}`,
};

export type RideTypeRadiosProps = {
  /** The radios' name (one group per journey). */
  readonly name: string;
  readonly rideTypes: ReadonlyArray<RideAvailability.RideType>;
  readonly value: RideAvailability.RideTypeId | null;
  readonly onChange: (id: RideAvailability.RideTypeId) => void;
  /** The vehicle's picture (RideAvailability.pictureOf, given by the caller so this chunk stays small). */
  readonly pictureOf: (rideType: RideAvailability.RideType) => string | undefined;
  /**
   * The price line of each card, when the form shows prices: always drawn, empty until there is
   * something to say, so the cards do not move when the prices arrive.
   */
  readonly priceOf?: ((rideType: RideAvailability.RideType) => string) | undefined;
};

export function RideTypeRadios({ name, rideTypes, value, onChange, pictureOf, priceOf }: RideTypeRadiosProps) {
  return (
    <RadioGroup>
      {rideTypes.map((rideType) => (
        <Radio
          key={String(rideType.id)}
          name={name}
          value={String(rideType.id)}
          checked={value !== null && String(value) === String(rideType.id)}
          onChecked={() => onChange(rideType.id)}
          card
        >
          <HStack gap="3" flex="1" justify="space-between">
            <span>
              <Text as="span" fontWeight="medium">
                {rideType.name}
              </Text>{" "}
              <Text as="span" color="fg.muted" fontSize="sm">
                {words.seats(rideType.numSeats)} · {words.bags(rideType.max_luggage)}
              </Text>
              {priceOf !== undefined && (
                <Text as="span" display="block" fontWeight="semibold" minHeight="6" data-testid="ride-type-price">
                  {priceOf(rideType)}
                </Text>
              )}
            </span>
            <Picture src={pictureOf(rideType)} />
          </HStack>
        </Radio>
      ))}
    </RadioGroup>
  );
}

function Picture({ src }: { readonly src: string | undefined }) {
  if (src === undefined) return null;
  return (
    <img
      src={src}
      alt=""
      width={72}
      height={36}
      loading="lazy"
      decoding="async"
      style={{ width: "72px", height: "36px", objectFit: "contain", flexShrink: 0 }}
      onError={(event) => {
        event.currentTarget.style.visibility = "hidden";
      }}
      data-testid="ride-type-picture"
    />
  );
}
