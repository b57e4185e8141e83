/**
 * What each credential may do with a booking (spec §2 token routes, §6 roles; the spec leaves
 * what the server checks open, so the table is decided here and in
 * docs/decisions/booking-ledger.md). The sandbox answers every booking operation through
 * `may`, and no answer carries a token to a credential this table does not give it to.
 *
 * Credentials, as a caller presents them:
 * - owner: the signed-in account that booked it (or, for a guest, the guest id that booked it).
 * - company_admin: a signed-in admin of the business account it was booked on (not a sub-account
 *   member): admins see and manage all of the company's trips.
 * - member: a signed-in sub-account member of that business who did not book it: nothing. A
 *   member manages their own bookings as owner.
 * - manage_link: the booking token, the private link the confirmation sends to the passenger
 *   (/manage/{token}, /t/{token}, /pay/{token} are the same credential at three paths): whoever
 *   holds it manages the booking, as Addison Lee's and iCabbi's manage links do.
 * - share_link: the share token (/share/{token}): watch the ride, nothing more, and no contact
 *   details.
 * - bulk_row_key: a bulk upload's row key (file hash + row number) says only whether that row
 *   was booked before; it names a booking to its uploader's own company admins and to the member
 *   who uploaded it, never to another member.
 * - stranger: anything else (another account, another tenant, no credential).
 */
export const credentials = [
  "owner",
  "company_admin",
  "member",
  "manage_link",
  "share_link",
  "bulk_row_key",
  "stranger",
] as const;
export type Credential = (typeof credentials)[number];

export const operations = [
  /** Status, places, times, fare, driver. */
  "view",
  /** The passenger's contact details, notes, references, promo code. */
  "view_private",
  /** The booking token (manage link) in an answer. */
  "reveal_manage_token",
  /** The share token in an answer. */
  "reveal_share_token",
  "edit",
  "cancel",
  "pay",
  "receipt",
  "feedback",
] as const;
export type Operation = (typeof operations)[number];

const everything: ReadonlyArray<Operation> = operations;

/** The table. */
export const rights: Readonly<Record<Credential, ReadonlyArray<Operation>>> = {
  owner: everything,
  company_admin: everything,
  member: [],
  manage_link: everything,
  share_link: ["view"],
  bulk_row_key: [],
  stranger: [],
};

export const may = (credential: Credential, operation: Operation): boolean => rights[credential].includes(operation);

/**
 * The strongest credential a caller holds: account rights first (owner, then company admin, then
 * member), then the token they presented. A member who somehow holds a colleague's manage link
 * holds that link's rights: the link is the credential, and no answer gives it to them.
 */
export const strongest = (held: ReadonlyArray<Credential>): Credential =>
  credentials.find((credential) => held.includes(credential) && rights[credential].length > 0) ?? held[0] ?? "stranger";
