import { describe, expect, it } from "vitest";
import { parseDocument } from "./load.ts";

describe("booking files", () => {
  it("reads JSON by extension or by its first character", async () => {
    expect(await parseDocument('{"pickup":"A"}', "trip.json")).toEqual({ pickup: "A" });
    expect(await parseDocument(' {"pickup":"A"}', "trip.txt")).toEqual({ pickup: "A" });
    await expect(parseDocument("{pickup", "trip.json")).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining("not valid JSON"),
    });
  });

  it("reads YAML, keeping times as text", async () => {
    const document = await parseDocument(
      "pickup: Southampton Airport\nat: 2026-12-01 09:30\nvias: [Above Bar Street]\n",
      "trip.yaml",
    );
    expect(document).toEqual({ pickup: "Southampton Airport", at: "2026-12-01 09:30", vias: ["Above Bar Street"] });
  });
});
