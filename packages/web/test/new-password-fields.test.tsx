// @vitest-environment happy-dom
// The new password and its confirmation every password-setting form draws
// (components/forms/NewPasswordFields.tsx): each label names its input, the hint and the error
// are wired to the input by aria-describedby, password managers get new-password inputs, and
// typing in either calls back with the field it was typed in.
import { ChakraProvider } from "@chakra-ui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "../src/components/controls/field.tsx";
import { NewPasswordFields, type NewPasswordField } from "../src/components/forms/NewPasswordFields.tsx";
import { appSystem } from "../src/theme/system.ts";

afterEach(cleanup);

const drawn = (node: ReactNode) => render(<ChakraProvider value={appSystem()}>{node}</ChakraProvider>);

const ids = { password: "new-password-input", confirmPassword: "confirm-password-input" } as const;
const labels = { password: "New password", confirmPassword: "Confirm new password" } as const;
const hint = "At least 8 characters.";

/** The elements an input's aria-describedby names, by their text. */
const describedBy = (input: HTMLElement): string[] =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "")
    .map((id) => document.getElementById(id)?.textContent ?? `missing ${id}`);

describe("the new password fields", () => {
  it("name each input by its label, describe the first by the hint, and ask for a new password", () => {
    drawn(
      <NewPasswordFields
        ids={ids}
        labels={labels}
        hint={hint}
        values={{ password: "", confirmPassword: "" }}
        errors={{}}
        onChange={() => {}}
      />,
    );
    const password = screen.getByLabelText(labels.password);
    const confirm = screen.getByLabelText(labels.confirmPassword);
    expect(password.id).toBe(ids.password);
    expect(confirm.id).toBe(ids.confirmPassword);
    for (const input of [password, confirm]) {
      expect(input.getAttribute("type")).toBe("password");
      expect(input.getAttribute("autocomplete")).toBe("new-password");
      expect(input.getAttribute("aria-invalid")).toBeNull();
    }
    expect(password.getAttribute("name")).toBe("new-password");
    expect(confirm.getAttribute("name")).toBe("confirm-password");
    expect(describedBy(password)).toEqual([hint]);
    expect(describedBy(confirm)).toEqual([]);
  });

  it("wire each error to its own input, after the hint, and mark the input invalid", () => {
    drawn(
      <NewPasswordFields
        ids={ids}
        labels={labels}
        hint={hint}
        values={{ password: "short", confirmPassword: "other" }}
        errors={{
          password: "Your password must be at least 8 characters",
          confirmPassword: "The passwords do not match",
        }}
        onChange={() => {}}
      />,
    );
    const password = screen.getByLabelText(labels.password);
    const confirm = screen.getByLabelText(labels.confirmPassword);
    expect(describedBy(password)).toEqual([hint, "Your password must be at least 8 characters"]);
    expect(describedBy(confirm)).toEqual(["The passwords do not match"]);
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
  });

  it("call back with the field typed in and its new value", () => {
    const typed: Array<[NewPasswordField, string]> = [];
    drawn(
      <NewPasswordFields
        ids={ids}
        labels={labels}
        values={{ password: "", confirmPassword: "" }}
        errors={{}}
        onChange={(field, value) => typed.push([field, value])}
      />,
    );
    fireEvent.change(screen.getByLabelText(labels.password), { target: { value: "correct horse" } });
    fireEvent.change(screen.getByLabelText(labels.confirmPassword), { target: { value: "correct hors" } });
    expect(typed).toEqual([
      ["password", "correct horse"],
      ["confirmPassword", "correct hors"],
    ]);
  });

  it("leave the name off and draw the error with the caller's error text when asked (the driver forms)", () => {
    drawn(
      <NewPasswordFields
        ids={ids}
        labels={labels}
        values={{ password: "", confirmPassword: "" }}
        errors={{ password: "Enter a new password" }}
        onChange={() => {}}
        named={false}
        ErrorText={({ children }) => (
          <Field.ErrorText data-testid="own-error" fontWeight="medium">
            {children}
          </Field.ErrorText>
        )}
      />,
    );
    const password = screen.getByLabelText(labels.password);
    expect(password.getAttribute("name")).toBeNull();
    expect(screen.getByLabelText(labels.confirmPassword).getAttribute("name")).toBeNull();
    expect(screen.getByTestId("own-error").textContent).toBe("Enter a new password");
    expect(describedBy(password)).toEqual(["Enter a new password"]);
  });
});
