/**
 * The CLI's files: default settings and one session per dispatch API and tenant, in
 * $CABLINE_CONFIG_DIR, else $XDG_CONFIG_HOME/cabline, else ~/.config/cabline. The directory is
 * 0700 and every file 0600 (they hold access tokens), and files are replaced atomically, so two
 * scripts booking for two tenants at once never read half a file.
 */
import { chmodSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { Driver } from "@cabline/domain";

export type Env = Readonly<Record<string, string | undefined>>;

/** Stored defaults, used when neither a flag nor an environment variable says otherwise. */
export interface Settings {
  readonly api?: string;
  readonly tenant?: string;
}

export const settingKeys = ["api", "tenant"] as const;
export type SettingKey = (typeof settingKeys)[number];

/** The business account the user picked with `account use` (Account.sameAccount keys). */
export interface SelectedAccount {
  readonly business_id: string | number;
  readonly business_user_id: string | number;
  readonly name?: string;
}

export interface DriverSessionRecord {
  readonly token: string;
  readonly email: string;
  /** Epoch milliseconds: login + 10 minutes (spec §4). */
  readonly expiresAt: number;
  readonly driverId?: number;
  readonly name?: string;
  /** What the bidding rules read of the driver (Driver.Bidder), kept from the login. */
  readonly profile?: Driver.Bidder;
}

/** What is kept for one API and tenant. */
export interface SessionRecord {
  readonly api: string;
  readonly tenant: string;
  readonly token?: string;
  readonly email?: string;
  readonly name?: string;
  /** null: the user chose to book as a consumer; absent: not chosen (the first account is used). */
  readonly selectedAccount?: SelectedAccount | null;
  readonly driver?: DriverSessionRecord;
  /** Epoch milliseconds. */
  readonly updatedAt?: number;
}

export const configDirFrom = (env: Env): string =>
  env.CABLINE_CONFIG_DIR ?? join(env.XDG_CONFIG_HOME ?? join(homedir(), ".config"), "cabline");

/** "BOOK@127.0.0.1_4020": readable, one per API and tenant, safe as a file name. */
export const sessionFileName = (api: string, tenant: string): string =>
  `${tenant}@${api
    .replace(/^[a-z]+:\/\//i, "")
    .replace(/[^A-Za-z0-9.-]+/g, "_")
    .replace(/_+$/, "")}.json`;

const readJson = (path: string): unknown => {
  try {
    const stored: unknown = JSON.parse(readFileSync(path, "utf8"));
    return stored;
  } catch {
    return undefined;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const finite = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
const idOf = (value: unknown): string | number | undefined => text(value) ?? finite(value);

const decodeAccount = (raw: unknown): SelectedAccount | null | undefined => {
  if (raw === null) return null;
  if (!isObject(raw)) return undefined;
  const businessId = idOf(raw.business_id);
  const businessUserId = idOf(raw.business_user_id);
  if (businessId === undefined || businessUserId === undefined) return undefined;
  const name = text(raw.name);
  return { business_id: businessId, business_user_id: businessUserId, ...(name === undefined ? {} : { name }) };
};

/** The driver's vehicle and licensed ride types, as the bidding rules read them. */
const decodeBidder = (raw: unknown): Driver.Bidder | undefined => {
  if (!isObject(raw)) return undefined;
  const accessible = isObject(raw.vehicle) ? raw.vehicle.wheelchair_accessible : undefined;
  const rideTypes = Array.isArray(raw.ride_type_ids) ? raw.ride_type_ids.map(finite) : undefined;
  return {
    ...(isObject(raw.vehicle)
      ? { vehicle: typeof accessible === "boolean" ? { wheelchair_accessible: accessible } : {} }
      : {}),
    ...(rideTypes !== undefined && rideTypes.every((id) => id !== undefined) ? { ride_type_ids: rideTypes } : {}),
  };
};

const decodeDriver = (raw: unknown): DriverSessionRecord | undefined => {
  if (!isObject(raw)) return undefined;
  const token = text(raw.token);
  const email = text(raw.email);
  const expiresAt = finite(raw.expiresAt);
  if (token === undefined || email === undefined || expiresAt === undefined) return undefined;
  const driverId = finite(raw.driverId);
  const name = text(raw.name);
  const profile = decodeBidder(raw.profile);
  return {
    token,
    email,
    expiresAt,
    ...(driverId === undefined ? {} : { driverId }),
    ...(name === undefined ? {} : { name }),
    ...(profile === undefined ? {} : { profile }),
  };
};

/**
 * A session file as the CLI wrote it, read field by field: a file edited by hand or by another
 * version keeps what still reads and drops what does not (a token that is not text is no token),
 * instead of handing the commands a value of the wrong type. Undefined when it names no API and
 * tenant.
 */
export const decodeSession = (raw: unknown): SessionRecord | undefined => {
  if (!isObject(raw)) return undefined;
  const api = text(raw.api);
  const tenant = text(raw.tenant);
  if (api === undefined || tenant === undefined) return undefined;
  // An absent or malformed field is simply not there.
  const [token, email, name] = [text(raw.token), text(raw.email), text(raw.name)];
  const selectedAccount = decodeAccount(raw.selectedAccount);
  const driver = decodeDriver(raw.driver);
  const updatedAt = finite(raw.updatedAt);
  return {
    api,
    tenant,
    ...(token === undefined ? {} : { token }),
    ...(email === undefined ? {} : { email }),
    ...(name === undefined ? {} : { name }),
    ...(selectedAccount === undefined ? {} : { selectedAccount }),
    ...(driver === undefined ? {} : { driver }),
    ...(updatedAt === undefined ? {} : { updatedAt }),
  };
};

export class SettingsStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  get settingsPath(): string {
    return join(this.dir, "settings.json");
  }

  get sessionsDir(): string {
    return join(this.dir, "sessions");
  }

  sessionPath(api: string, tenant: string): string {
    return join(this.sessionsDir, sessionFileName(api, tenant));
  }

  readSettings(): Settings {
    const raw = readJson(this.settingsPath);
    if (!isObject(raw)) return {};
    return {
      ...(typeof raw.api === "string" ? { api: raw.api } : {}),
      ...(typeof raw.tenant === "string" ? { tenant: raw.tenant } : {}),
    };
  }

  writeSettings(settings: Settings): void {
    this.writePrivate(this.settingsPath, settings);
  }

  readSession(api: string, tenant: string): SessionRecord | undefined {
    const record = decodeSession(readJson(this.sessionPath(api, tenant)));
    // A file for another API that happens to share the name is not this session.
    return record?.api === api && record.tenant === tenant ? record : undefined;
  }

  writeSession(record: SessionRecord): void {
    this.writePrivate(this.sessionPath(record.api, record.tenant), record);
  }

  deleteSession(api: string, tenant: string): void {
    rmSync(this.sessionPath(api, tenant), { force: true });
  }

  listSessions(): ReadonlyArray<SessionRecord> {
    let names: Array<string>;
    try {
      names = readdirSync(this.sessionsDir).filter((name) => name.endsWith(".json"));
    } catch {
      return [];
    }
    return names
      .map((name) => decodeSession(readJson(join(this.sessionsDir, name))))
      .filter((record): record is SessionRecord => record !== undefined);
  }

  private ensureDir(dir: string): void {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // mkdir leaves an existing directory's mode alone; tokens live here, so tighten it.
    chmodSync(dir, 0o700);
  }

  private writePrivate(path: string, value: unknown): void {
    this.ensureDir(this.dir);
    if (path.startsWith(this.sessionsDir)) this.ensureDir(this.sessionsDir);
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, path);
  }
}
