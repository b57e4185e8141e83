/**
 * The sandbox's pictures of its ride types (the contract's RideType.image_url; a real dispatch
 * API serves photos of the operator's vehicles): side views drawn as SVG, one per kind, neutral
 * grey so they sit on any tenant's colours, served at /sandbox/assets/ride-{kind}.svg.
 */
const kinds = {
  // body length, roof start and end (x), roof height (y), and a boxy rear for the larger vehicles
  saloon: { length: 150, roofFrom: 50, roofTo: 112, roof: 22, rear: 20 },
  estate: { length: 154, roofFrom: 48, roofTo: 140, roof: 22, rear: 6 },
  mpv: { length: 158, roofFrom: 40, roofTo: 146, roof: 14, rear: 4 },
  minibus: { length: 170, roofFrom: 24, roofTo: 164, roof: 8, rear: 2 },
  wav: { length: 160, roofFrom: 36, roofTo: 152, roof: 6, rear: 2 },
} as const;

export type VehicleKind = keyof typeof kinds;

export const isVehicleKind = (text: string): text is VehicleKind => Object.hasOwn(kinds, text);

export const vehicleSvg = (kind: VehicleKind): string => {
  const k = kinds[kind];
  const left = (180 - k.length) / 2;
  const right = left + k.length;
  const body = `M${left} 74 L${left} 56 Q${left} 48 ${left + 10} 46 L${left + k.roofFrom - 8} 44 L${left + k.roofFrom} ${k.roof} L${left + k.roofTo} ${k.roof} L${right - k.rear} 44 Q${right} 46 ${right} 56 L${right} 74 Z`;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="74" r="11" fill="#374151"/><circle cx="${x}" cy="74" r="4.5" fill="#d1d5db"/>`;
  const ramp = kind === "wav" ? `<path d="M${right - 4} 70 L${right + 10} 80" stroke="#6b7280" stroke-width="3"/>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="90" viewBox="0 0 180 90">` +
    `<path d="${body}" fill="#9ca3af" stroke="#4b5563" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M${left + k.roofFrom + 4} ${k.roof + 5} L${left + k.roofTo - 4} ${k.roof + 5} L${left + k.roofTo - 4} 42 L${left + k.roofFrom - 2} 42 Z" fill="#e5e7eb"/>` +
    wheel(left + 30) +
    wheel(right - 30) +
    ramp +
    `</svg>`
  );
};
