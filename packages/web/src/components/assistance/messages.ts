// The words of the assistance fields, the same on every booking form (the consumer's and the
// business one); each form words its own box ("I need assistance", "The passenger needs assistance").
export const assistanceMessages = {
  hint: "A wheelchair, an assistance dog, help with sight, hearing or luggage. The driver is told; it never changes the price.",
  legend: "Assistance",
  wheelchair: "Wheelchair",
  noWheelchair: "No wheelchair",
  accessibleOnly: "Only wheelchair-accessible vehicles are offered.",
  other: "Anything else the driver should know (optional)",
} as const;
