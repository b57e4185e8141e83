import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { knownFlags, protectDashOperands } from "./dash-operands.ts";

const program = new Command("cabline").option("--json");
program.command("receipt").argument("<token>").option("--send").option("--return-meet-and-greet-extra");
program.command("check").argument("<code>").option("--booking <token>");
const flags = knownFlags(program);

describe("protectDashOperands", () => {
  it("moves a token that starts with '-' behind '--', keeping the options where they were", () => {
    expect(protectDashOperands(["receipt", "-Xc3abcdefghijklmnopqrstu", "--send"], flags)).toEqual([
      "receipt",
      "--send",
      "--",
      "-Xc3abcdefghijklmnopqrstu",
    ]);
  });

  it("leaves options, short tokens and what already follows '--' alone", () => {
    const argv = ["--json", "receipt", "abc", "--send", "--", "-x"];
    expect(protectDashOperands(argv, flags)).toEqual(argv);
    expect(protectDashOperands(["receipt", "--return-meet-and-greet-extra"], flags)).toEqual([
      "receipt",
      "--return-meet-and-greet-extra",
    ]);
  });

  it("leaves a token that is the value of the option before it (commander reads that right)", () => {
    const argv = ["check", "WELCOME10", "--booking", "-Xc3abcdefghijklmnopqrstu"];
    expect(protectDashOperands(argv, flags)).toEqual(argv);
    expect(
      protectDashOperands(["check", "--booking", "-Xc3abcdefghijklmnopqrstu", "-Yd4abcdefghijklmnopqrstu"], flags),
    ).toEqual(["check", "--booking", "-Xc3abcdefghijklmnopqrstu", "--", "-Yd4abcdefghijklmnopqrstu"]);
  });

  it("puts moved tokens before what was already behind '--'", () => {
    expect(protectDashOperands(["receipt", "--", "x"], flags)).toEqual(["receipt", "--", "x"]);
    expect(protectDashOperands(["receipt", "--Xc3abcdefghijklmnopqrstu", "--", "x"], flags)).toEqual([
      "receipt",
      "--",
      "--Xc3abcdefghijklmnopqrstu",
      "x",
    ]);
  });
});
