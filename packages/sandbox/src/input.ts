/**
 * Reading request fields. Form bodies arrive as strings (booleans as "true"/"false", numbers as
 * digits); JSON bodies carry real types. These readers accept both and answer 400 bad_request,
 * naming the field, when a value has the wrong type, so a request that breaks the contract is
 * refused rather than half-read.
 */
import * as AccountForms from "@cabline/domain/AccountForms";
import * as PlainText from "@cabline/domain/PlainText";
import { badRequest } from "./errors.ts";

export type Fields = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A string field; numbers are accepted as their decimal text; empty means absent only to callers
 * that say so. A wrong type is 400 naming the field by `label`.
 */
export const optString = (fields: Fields, key: string, label: string = key): string | undefined => {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return badRequest(`${label} must be a string.`);
};

/** The fields that are several lines of text by nature; every other text field is one line. */
const multiLine = new Set(["notes", "note", "comment", "billing_address"]);

/**
 * A text field as the domain's free-text rule keeps it (PlainText.freeText): controls and
 * invisible format characters removed, trimmed, undefined when blank; a line break in a field
 * meant to be one line is 400 bad_request naming the field (`label`, where the field sits inside
 * an object of the body: "pickup.description", "destinations[1].user.name"). Secrets (passwords)
 * are read with optString and kept exactly as typed.
 */
export const optText = (fields: Fields, key: string, label: string = key): string | undefined => {
  const raw = optString(fields, key, label);
  if (raw === undefined) return undefined;
  const value = PlainText.freeText(raw, { multiline: multiLine.has(key) });
  if (value === "multi_line") return badRequest(`${label} must be one line.`);
  return value === "" ? undefined : value;
};

export const optInt = (fields: Fields, key: string): number | undefined => {
  const value = fields[key];
  if (value === undefined || value === null || value === "") return undefined;
  const number = typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number === "number" && Number.isInteger(number)) return number;
  return badRequest(`${key} must be a whole number.`);
};

export const optNumber = (fields: Fields, key: string): number | undefined => {
  const value = fields[key];
  if (value === undefined || value === null || value === "") return undefined;
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number === "number" && Number.isFinite(number)) return number;
  return badRequest(`${key} must be a number.`);
};

export const optBool = (fields: Fields, key: string): boolean | undefined => {
  const value = fields[key];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "1" || value === 1) return true;
  if (value === "false" || value === "0" || value === 0) return false;
  return badRequest(`${key} must be true or false.`);
};

export const reqInt = (fields: Fields, key: string): number => optInt(fields, key) ?? badRequest(`${key} is required.`);

/** Comma-separated integer ids ("48213,48214"), as the form encodings of the contract send them. */
export const idList = (text: string, key: string): ReadonlyArray<number> => {
  if (!/^[0-9]+(,[0-9]+)*$/.test(text.trim())) return badRequest(`${key} must be comma-separated ids.`);
  return text.trim().split(",").map(Number);
};

/** A JSON field that must be an object when present. */
export const optRecord = (fields: Fields, key: string): Record<string, unknown> | undefined => {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (isRecord(value)) return value;
  return badRequest(`${key} must be an object.`);
};

export const optArray = (fields: Fields, key: string): ReadonlyArray<unknown> | undefined => {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value;
  return badRequest(`${key} must be an array.`);
};

/** Bodies of the form encoding: the last value of each key wins. */
export const formFields = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));

/** The domain's e-mail rule (AccountForms.isEmail), the one every client checks before sending. */
export const isEmail = (text: string): boolean => AccountForms.isEmail(text);

export const normaliseEmail = (text: string): string => text.trim().toLowerCase();
