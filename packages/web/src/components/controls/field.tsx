// Labelled fields on native elements, drawn by Chakra's own recipes (field, fieldset, input,
// textarea). Chakra's Field, Fieldset, Input and Textarea are built on Ark's field machinery
// (zag's DOM queries, auto-resize, ids by effect): about 5 kB gz on every form route's first
// load for what a label, an id and two aria attributes do. The API is Chakra's:
// <Field.Root invalid> gives the <Input> or <Textarea> inside it aria-invalid and
// aria-describedby naming its hint and error (with any ids the control names itself); the error
// text is shown only when invalid; the label names the control (its own id, or one the field
// makes for it). A hint, an error or a legend is named only while it is on the page: each part
// registers its id when it renders, so no aria attribute points at nothing. A registration
// draws again only what reads that id (the control, the label, the fieldset): with the ids in
// the field's state, every field drew its whole self twice on first paint.
import { createRecipeContext, createSlotRecipeContext, type HTMLChakraProps } from "@chakra-ui/react";
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { store, type Store } from "../../lib/store.ts";

/** An id a part of the field or fieldset sets while it is on the page. */
type Slot = Store<string | undefined>;

const newSlot = (): Slot => store<string | undefined>(undefined);

const noSlot = store<string | undefined>(undefined);

/**
 * A field's or a fieldset's ids: the base its parts' ids start with, and the stores its hint, its
 * error and its `named` part (the field's control, the fieldset's legend) register in.
 */
function useParts() {
  const base = useId();
  const [slots] = useState(() => ({ helper: newSlot(), error: newSlot(), named: newSlot() }));
  return { base, ...slots };
}

/** The id in `slot`, drawing the caller again when it changes. */
const useSlotId = (slot: Slot | undefined): string | undefined => {
  const source = slot ?? noSlot;
  return useSyncExternalStore(source.subscribe, source.get, source.get);
};

/** Registers `id` in `slot` while the caller renders it (`shown`). */
function useRegistered(slot: Slot | undefined, id: string | undefined, shown = true): void {
  useLayoutEffect(() => {
    if (!shown || slot === undefined) return;
    slot.set(id);
    return () => slot.set(undefined);
  }, [slot, id, shown]);
}

type Owner = {
  readonly base: string;
  readonly invalid: boolean;
  readonly helper: Slot;
  readonly error: Slot;
};

type FieldState = Owner & {
  readonly disabled: boolean;
  readonly required: boolean;
  /** The Input or Textarea inside, once it is there: the label names it. */
  readonly control: Slot;
};

const FieldContext = createContext<FieldState | null>(null);

/** The hint and the error on the page, with any ids the control names itself, each named once. */
function useDescribedBy(owner: Owner | null, own?: string): string | undefined {
  const helper = useSlotId(owner?.helper);
  const error = useSlotId(owner?.error);
  const ids = new Set([...(own?.split(" ") ?? []), helper, owner?.invalid === true ? error : undefined]);
  return [...ids].filter((id) => id).join(" ") || undefined;
}

/**
 * The attributes a control inside a Field.Root carries; `own` is the aria-describedby the
 * control has of its own (a place search's status), kept beside the field's.
 */
export function useFieldControl(own?: string): {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  disabled?: true;
  required?: true;
} {
  const field = useContext(FieldContext);
  const described = useDescribedBy(field, own);
  if (field === null) return described === undefined ? {} : { "aria-describedby": described };
  return {
    ...(field.invalid ? { "aria-invalid": true as const } : {}),
    ...(described !== undefined ? { "aria-describedby": described } : {}),
    ...(field.disabled ? { disabled: true as const } : {}),
    ...(field.required ? { required: true as const } : {}),
  };
}

const dataState = (field: FieldState | null) => ({
  "data-invalid": field?.invalid === true ? "" : undefined,
  "data-disabled": field?.disabled === true ? "" : undefined,
});

const fieldParts = createSlotRecipeContext({ key: "field" });

type FieldRootProps = HTMLChakraProps<"div"> & {
  readonly invalid?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly required?: boolean | undefined;
  readonly orientation?: "vertical" | "horizontal" | undefined;
};

const StyledFieldRoot = fieldParts.withProvider<HTMLDivElement, HTMLChakraProps<"div">>("div", "root");

const FieldRoot = forwardRef<HTMLDivElement, FieldRootProps>(function FieldRoot(
  { invalid = false, disabled = false, required = false, ...props },
  ref,
) {
  const { base, helper, error, named: control } = useParts();
  // The same context value until a prop changes: a part registering its id is not a change of it.
  const state: FieldState = useMemo(
    () => ({ base, invalid, disabled, required, helper, error, control }),
    [base, invalid, disabled, required, helper, error, control],
  );
  return (
    <FieldContext.Provider value={state}>
      <StyledFieldRoot ref={ref} {...dataState(state)} {...props} />
    </FieldContext.Provider>
  );
});

const StyledLabel = fieldParts.withContext<HTMLLabelElement, HTMLChakraProps<"label">>("label", "label");
const FieldLabel = forwardRef<HTMLLabelElement, HTMLChakraProps<"label">>(function FieldLabel(props, ref) {
  const field = useContext(FieldContext);
  return <StyledLabel ref={ref} htmlFor={useSlotId(field?.control)} {...dataState(field)} {...props} />;
});

type PartProps = HTMLChakraProps<"div"> & { children?: ReactNode };

/** A hint, named by its owner's control or group while it is on the page. */
function helperText(Styled: ComponentType<PartProps>, useOwner: () => Owner | null) {
  return function HelperText({ id, ...props }: PartProps) {
    const owner = useOwner();
    const own = id ?? (owner === null ? undefined : `${owner.base}-hint`);
    useRegistered(owner?.helper, own);
    return <Styled id={own} {...props} />;
  };
}

/** An error text, shown and named only while its owner is invalid and there is something to say. */
function errorText(Styled: ComponentType<PartProps>, useOwner: () => Owner | null) {
  return function ErrorText({ children, id, ...props }: PartProps) {
    const owner = useOwner();
    const shown = owner?.invalid === true && children !== undefined && children !== null && children !== "";
    const own = id ?? (owner === null ? undefined : `${owner.base}-error`);
    useRegistered(owner?.error, own, shown);
    if (!shown) return null;
    return (
      <Styled id={own} aria-live="polite" {...props}>
        {children}
      </Styled>
    );
  };
}

export const Field = {
  Root: FieldRoot,
  Label: FieldLabel,
  HelperText: helperText(fieldParts.withContext<HTMLDivElement, PartProps>("div", "helperText"), () =>
    useContext(FieldContext),
  ),
  ErrorText: errorText(fieldParts.withContext<HTMLDivElement, PartProps>("div", "errorText"), () =>
    useContext(FieldContext),
  ),
};

const fieldsetParts = createSlotRecipeContext({ key: "fieldset" });
const StyledFieldsetRoot = fieldsetParts.withProvider<HTMLFieldSetElement, HTMLChakraProps<"fieldset">>(
  "fieldset",
  "root",
);

type FieldsetRootProps = HTMLChakraProps<"fieldset"> & {
  readonly invalid?: boolean | undefined;
  readonly size?: "sm" | "md" | "lg" | undefined;
};

type FieldsetState = Owner & { readonly legend: Slot };

const FieldsetContext = createContext<FieldsetState | null>(null);

/** The id of the enclosing fieldset's legend when it has one, for a group inside it that the legend names. */
export const useLegendId = (): string | undefined => useSlotId(useContext(FieldsetContext)?.legend);

const FieldsetRoot = forwardRef<HTMLFieldSetElement, FieldsetRootProps>(function FieldsetRoot(
  { invalid = false, ...props },
  ref,
) {
  const { base, helper, error, named: legend } = useParts();
  const state: FieldsetState = useMemo(
    () => ({ base, invalid, helper, error, legend }),
    [base, invalid, helper, error, legend],
  );
  const described = useDescribedBy(state);
  return (
    <FieldsetContext.Provider value={state}>
      <StyledFieldsetRoot
        ref={ref}
        data-invalid={invalid ? "" : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={described}
        {...props}
      />
    </FieldsetContext.Provider>
  );
});

const StyledLegend = fieldsetParts.withContext<HTMLLegendElement, HTMLChakraProps<"legend">>("legend", "legend");
function FieldsetLegend({ id, ...props }: HTMLChakraProps<"legend">) {
  const fieldset = useContext(FieldsetContext);
  const own = id ?? (fieldset === null ? undefined : `${fieldset.base}-legend`);
  useRegistered(fieldset?.legend, own);
  return <StyledLegend id={own} {...props} />;
}

export const Fieldset = {
  Root: FieldsetRoot,
  Legend: FieldsetLegend,
  Content: fieldsetParts.withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "content"),
  HelperText: helperText(fieldsetParts.withContext<HTMLDivElement, PartProps>("div", "helperText"), () =>
    useContext(FieldsetContext),
  ),
  ErrorText: errorText(fieldsetParts.withContext<HTMLDivElement, PartProps>("div", "errorText"), () =>
    useContext(FieldsetContext),
  ),
};

/**
 * The id, data attributes and aria attributes of the control of a Field.Root (Input, Textarea,
 * SelectField): the label names it, and it names the hint and the error.
 */
export function useControl(props: {
  readonly id?: string | undefined;
  readonly "aria-describedby"?: string | undefined;
}) {
  const field = useContext(FieldContext);
  const id = props.id ?? (field === null ? undefined : `${field.base}-control`);
  useRegistered(field?.control, id);
  return { ...dataState(field), ...useFieldControl(props["aria-describedby"]), id };
}

const inputRecipe = createRecipeContext({ key: "input" });
const StyledInput = inputRecipe.withContext<HTMLInputElement, InputProps>("input");
export type InputProps = HTMLChakraProps<"input"> & {
  readonly size?: "2xs" | "xs" | "sm" | "md" | "lg" | "xl" | "2xl" | undefined;
  readonly variant?: "outline" | "subtle" | "flushed" | undefined;
};
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  return <StyledInput ref={ref} {...props} {...useControl(props)} />;
});

const textareaRecipe = createRecipeContext({ key: "textarea" });
const StyledTextarea = textareaRecipe.withContext<HTMLTextAreaElement, TextareaProps>("textarea");
export type TextareaProps = HTMLChakraProps<"textarea"> & {
  readonly size?: "xs" | "sm" | "md" | "lg" | "xl" | undefined;
  readonly variant?: "outline" | "subtle" | "flushed" | undefined;
};
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
  return <StyledTextarea ref={ref} {...props} {...useControl(props)} />;
});
