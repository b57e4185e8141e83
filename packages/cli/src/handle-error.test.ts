import { DispatchError } from "@cabline/api-ports/DispatchApi";
import { describe, expect, it } from "vitest";
import { CliError, validationError } from "./errors.ts";
import { ExitCode } from "./exit-codes.ts";
import { handleError } from "./handle-error.ts";
import { Output } from "./output.ts";

const capture = (json: boolean) => {
  const io = {
    stdout: {
      text: "",
      write(text: string) {
        this.text += text;
      },
    },
    stderr: {
      text: "",
      write(text: string) {
        this.text += text;
      },
    },
  };
  return { io, out: new Output(io, { json, quiet: false }) };
};

const dispatchError = (reason: DispatchError["reason"], code?: string) =>
  new DispatchError({
    reason,
    operation: "createBooking",
    message: "msg",
    ...(code === undefined ? {} : { code }),
    detail: "what happened",
  });

describe("handleError", () => {
  it("maps each failure to its documented exit code", () => {
    expect(handleError(dispatchError("Rejected", "bad_destination"), capture(false).out)).toBe(ExitCode.rejected);
    expect(handleError(dispatchError("SignedOut", "invalid_token"), capture(false).out)).toBe(ExitCode.rejected);
    expect(handleError(dispatchError("Network"), capture(false).out)).toBe(ExitCode.network);
    expect(handleError(dispatchError("Timeout"), capture(false).out)).toBe(ExitCode.network);
    expect(handleError(dispatchError("Contract"), capture(false).out)).toBe(ExitCode.contract);
    expect(
      handleError(validationError([{ field: "pickup", message: "Enter a pickup address." }]), capture(false).out),
    ).toBe(ExitCode.usage);
  });

  it("prints the catalogue code and message; with --json returns them as code and message", () => {
    const human = capture(false);
    handleError(
      new DispatchError({
        reason: "Rejected",
        operation: "createBooking",
        code: "bad_destination",
        message: "Please re-enter trip destinations.",
      }),
      human.out,
    );
    expect(human.io.stderr.text).toBe("error [bad_destination]: Please re-enter trip destinations.\n");
    const json = capture(true);
    handleError(
      new DispatchError({
        reason: "Rejected",
        operation: "createBooking",
        code: "bad_destination",
        message: "Please re-enter trip destinations.",
      }),
      json.out,
    );
    expect(JSON.parse(json.io.stdout.text)).toEqual({
      ok: false,
      code: "bad_destination",
      message: "Please re-enter trip destinations.",
      exitCode: 1,
    });
    expect(json.io.stderr.text).toBe("");
  });

  it("follows the catalogue's message with the API's own words when they say more (§8 table kept)", () => {
    const refusal = new DispatchError({
      reason: "Rejected",
      operation: "createBooking",
      code: "bad_request",
      message: "Bad Request - Please contact support.",
      serverMessage: "pickup.description must be one line.",
      status: 400,
    });
    const human = capture(false);
    expect(handleError(refusal, human.out)).toBe(ExitCode.rejected);
    expect(human.io.stderr.text).toBe(
      "error [bad_request]: Bad Request - Please contact support.\n  the API says: pickup.description must be one line.\n",
    );
    const json = capture(true);
    handleError(refusal, json.out);
    expect(JSON.parse(json.io.stdout.text)).toEqual({
      ok: false,
      code: "bad_request",
      message: "Bad Request - Please contact support.",
      serverMessage: "pickup.description must be one line.",
      exitCode: 1,
    });
  });

  it("prints whatever a server sent as plain text, one line per item", () => {
    const { io, out } = capture(false);
    handleError(
      new DispatchError({
        reason: "Rejected",
        operation: "createBooking",
        code: "fleet\u001b[2J_full",
        message: "fleet\u001b[2J full\r\nStatus: Paid",
        serverMessage: "All booked\u001b]0;pwned\u0007\nStatus: Paid\u202e",
        detail: "POST /customer/v2/booking answered HTTP 400\u009b2J\nforged",
      }),
      out,
    );
    expect(io.stderr.text).toBe(
      "error [fleet[2J_full]: fleet[2J full Status: Paid\n" +
        "  the API says: All booked]0;pwned Status: Paid\n" +
        "  detail: POST /customer/v2/booking answered HTTP 4002J forged\n",
    );
  });

  it("lists each field of a validation error", () => {
    const { io, out } = capture(false);
    handleError(validationError([{ field: "return.drop", message: "Enter a drop-off address." }]), out);
    expect(io.stderr.text).toBe(
      "error [validation]: Please correct these fields:\n  return.drop: Enter a drop-off address.\n",
    );
  });

  it("says where a network failure happened and what to check", () => {
    const { io, out } = capture(false);
    handleError(dispatchError("Network"), out, "http://127.0.0.1:1");
    expect(io.stderr.text).toContain("error [network]: Could not reach http://127.0.0.1:1.");
    expect(io.stderr.text).toContain("detail: what happened");
  });

  it("treats anything else as unexpected, exit 1", () => {
    const { io, out } = capture(false);
    expect(handleError(new Error("boom"), out)).toBe(1);
    expect(io.stderr.text).toContain("Unexpected error: boom");
    expect(handleError(new CliError({ exitCode: ExitCode.usage, message: "x" }), out)).toBe(2);
  });
});
