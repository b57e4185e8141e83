/**
 * The tel: link of a phone number as written (spec §1 support phone, §9): its digits and plus,
 * "+44 23 8049 6000" dialling +442380496000. For a number PhoneNumber.formatForReading wrote this
 * is its E.164, the link PhoneNumber.telHref makes of the number typed; it is a module of its own
 * so that a page holding a written number (the operator's support number arrives written in every
 * page) links it without loading libphonenumber-js.
 */
export const dialHref = (written: string): string => `tel:${written.replace(/[^\d+]/g, "")}`;
