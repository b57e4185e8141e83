// One bar of an overview chart: its label, its value (trips, or pence) and the value as shown.
export type Bar = { readonly label: string; readonly value: number; readonly shown: string };
