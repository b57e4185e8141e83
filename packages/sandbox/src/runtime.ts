/**
 * The two ambient inputs of the sandbox, injected so tests can drive them: the clock (epoch
 * milliseconds) and the source of randomness (bytes). Everything else is derived from these.
 */
import { randomBytes } from "node:crypto";

export type Clock = () => number;
export type Random = (size: number) => Uint8Array;

export const systemClock: Clock = () => Date.now();
export const systemRandom: Random = (size) => randomBytes(size);
