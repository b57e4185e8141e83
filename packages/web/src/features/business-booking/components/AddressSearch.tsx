// An address of a business trip (spec §7 Maps service; §5 a business pickup and drop-off need an
// id, so a place counts only once chosen from the suggestions): the app's one place combobox
// (components/places/PlaceCombobox.tsx), searching from the third letter, as its hint says.
import type { Location } from "@cabline/domain";
import { PlaceCombobox } from "../../../components/places/PlaceCombobox.tsx";
import { bizMessages } from "../messages.ts";

export type AddressSearchProps = {
  readonly id: string;
  readonly label: string;
  readonly value: Location.Location | null;
  readonly error?: string | undefined;
  readonly onChange: (location: Location.Location | null) => void;
};

const words = {
  hint: bizMessages.address.chooseHint,
  searching: bizMessages.address.searching,
  noMatches: bizMessages.address.noMatch,
};

export function AddressSearch({ id, label, value, error, onChange }: AddressSearchProps) {
  return (
    <PlaceCombobox id={id} label={label} value={value} onChange={onChange} error={error} words={words} minLength={3} />
  );
}
