// What a visitor types into a server-drawn page before the app has taken it over (docs/decisions/
// server-rendering.md): the fields show it, but the app's state began with what the server drew,
// and hydration leaves both as they are (React also replays a keystroke that comes mid-hydration,
// but then reads it as no change). main.tsx calls settleTyped once the root is hydrated: when every
// text field of the page has been taken over (a screen hydrates some frames after the frame
// around it), a field whose value is not its default (the value the server wrote, which React
// keeps in step with its state) holds typing the app has not seen; it is handed on as the typing
// it was: an input event, which React reads as a change only when its record of the field's value
// differs, so that record is set to the drawn value first. Then a form the visitor submitted
// before now (the page's first script kept both the browser and the app from sending it:
// server/colour-mode-script.ts) is submitted again, to the app (on a page drawn afresh, the form
// that replaced it). Choices (checkboxes, radios,
// selects) and clicks on other buttons are not carried over. On a page drawn afresh, focus goes
// back to the field typed in last.

type Field = HTMLInputElement | HTMLTextAreaElement;

const notText = /^(?:checkbox|radio|file|hidden|submit|button|reset|image)$/;

/** React has taken this field over: its props hang on the element. */
const takenOver = (field: Field): boolean => Object.keys(field).some((key) => key.startsWith("__reactProps$"));

/**
 * Hands every unseen typed value under `root` to the app (`early`: what was typed into its
 * fields by id since the page was drawn; `stopNoting` ends that record), once its fields are there and taken over (checked each frame, 5 s at
 * most). A page the app drew afresh (not hydrated) has new fields of the same ids. Every value is
 * read before the first is handed on: a change redraws the form, which puts its other fields back
 * to the app's values.
 */
export function settleTyped(
  root: HTMLElement,
  early: ReadonlyMap<string, string>,
  stopNoting: () => void,
  frames = 300,
): void {
  const fields = [...root.querySelectorAll<Field>("input, textarea")].filter((field) => !notText.test(field.type));
  const present = new Set(fields.map((field) => field.id));
  const ready = fields.every(takenOver) && [...early.keys()].every((id) => present.has(id));
  if (frames > 0 && !ready) {
    requestAnimationFrame(() => settleTyped(root, early, stopNoting, frames - 1));
    return;
  }
  stopNoting();
  // A field holds typing the app has not seen (not its default, the value React keeps the field's
  // attribute at), or held typing as the app started and was drawn again since with the app's value.
  const typed = fields.flatMap((field) => {
    const value = field.value !== field.defaultValue ? field.value : (early.get(field.id) ?? field.value);
    return value === field.defaultValue ? [] : [[field, value] as const];
  });
  for (const [field, value] of typed) {
    // Through the element's own setter, which React watches: its record becomes the drawn value.
    field.value = field.defaultValue;
    // Through the prototype's setter, which it does not: the field shows the typed value again.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  // A page the app drew afresh (not hydrated) replaced the field the visitor was typing in, and
  // focus left with it: they carry on in its successor (the field typed in last is early's last).
  const last = [...early.keys()].at(-1);
  if (last !== undefined && document.activeElement === document.body) document.getElementById(last)?.focus();
  // From now on the app sends forms; one sent before now is sent again, once React has put the
  // typed values into the form's state (the input events above).
  const submitted = successor(pendingSubmit());
  startForms();
  if (submitted !== undefined) setTimeout(() => submitted.requestSubmit(), 0);
}

/**
 * The form as the page now has it: the one submitted, or, on a page the app drew afresh, the form
 * that replaced it (the same name, or else the same accessible name).
 */
export function successor(form: HTMLFormElement | undefined): HTMLFormElement | undefined {
  if (form === undefined || form.isConnected) return form;
  // Attributes, not the properties: a form's `name` property is its field of that name, if any.
  const key = (of: HTMLFormElement) => of.getAttribute("name") ?? of.getAttribute("aria-label");
  const wanted = key(form);
  return wanted === null ? undefined : [...document.forms].find((other) => key(other) === wanted);
}

declare global {
  interface Window {
    /**
     * The form submitted before the app took the page over, set by the page's first script
     * (server/colour-mode-script.ts); null once the app sends forms itself.
     */
    cablinePendingSubmit?: unknown;
    /** The analytics calls that passed consent, for a tag manager to forward (main.tsx). */
    cablineAnalytics?: unknown[];
  }
}

/** The form submitted before the app took the page over (server/colour-mode-script.ts), if any. */
function pendingSubmit(): HTMLFormElement | undefined {
  const pending = window.cablinePendingSubmit;
  return pending instanceof HTMLFormElement ? pending : undefined;
}

/** The app sends every form from now on (a page it draws itself, or once it has taken one over). */
function startForms(): void {
  window.cablinePendingSubmit = null;
}
