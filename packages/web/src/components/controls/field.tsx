// Labelled fields on native elements, drawn by Chakra's own recipes (field, fieldset, input,
// textarea). Chakra's Field, Fieldset, Input and Textarea are built on Ark's field machinery
// (zag's DOM queries, auto-resize, ids by effect): about 5 kB gz on every form route's first
// load for what a label, an id and two aria attributes do (issue 15.1). The API is Chakra's:
// <Field.Root invalid> gives the <Input> or <Textarea> inside it aria-invalid and
// aria-describedby naming its hint and error; the error text is shown only when invalid; the
// label names the control (its own id, or one the field makes for it).
import { createRecipeContext, createSlotRecipeContext, type HTMLChakraProps } from "@chakra-ui/react";
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";

type FieldState = {
  readonly invalid: boolean;
  readonly disabled: boolean;
  readonly required: boolean;
  readonly helperId: string;
  readonly errorId: string;
  readonly hasHelper: boolean;
  readonly setHasHelper: (present: boolean) => void;
  /** The id a control without its own gets. */
  readonly defaultControlId: string;
  /** The id of the Input or Textarea inside, once it is there: the label names it. */
  readonly controlId: string | undefined;
  readonly setControlId: (id: string | undefined) => void;
};

const FieldContext = createContext<FieldState | null>(null);

/** The attributes a control inside a Field.Root carries (for controls other than Input and Textarea). */
export function useFieldControl(): {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  disabled?: true;
  required?: true;
} {
  const field = useContext(FieldContext);
  if (field === null) return {};
  const describedBy = [field.hasHelper ? field.helperId : "", field.invalid ? field.errorId : ""]
    .filter((id) => id !== "")
    .join(" ");
  return {
    ...(field.invalid ? { "aria-invalid": true as const } : {}),
    ...(describedBy !== "" ? { "aria-describedby": describedBy } : {}),
    ...(field.disabled ? { disabled: true as const } : {}),
    ...(field.required ? { required: true as const } : {}),
  };
}

/** A control with its own id tells its field, so that the field's label names it. */
function useControlId(field: FieldState | null, own: string | undefined): string | undefined {
  const id = own ?? field?.defaultControlId;
  const setControlId = field?.setControlId;
  useLayoutEffect(() => {
    setControlId?.(id);
    return () => setControlId?.(undefined);
  }, [setControlId, id]);
  return id;
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
  const base = useId();
  const [hasHelper, setHasHelper] = useState(false);
  const [controlId, setControlId] = useState<string | undefined>(undefined);
  const state: FieldState = {
    defaultControlId: `${base}-control`,
    controlId,
    setControlId,
    invalid,
    disabled,
    required,
    helperId: `${base}-hint`,
    errorId: `${base}-error`,
    hasHelper,
    setHasHelper,
  };
  return (
    <FieldContext.Provider value={state}>
      <StyledFieldRoot ref={ref} {...dataState(state)} {...props} />
    </FieldContext.Provider>
  );
});

const StyledLabel = fieldParts.withContext<HTMLLabelElement, HTMLChakraProps<"label">>("label", "label");
const FieldLabel = forwardRef<HTMLLabelElement, HTMLChakraProps<"label">>(function FieldLabel(props, ref) {
  const field = useContext(FieldContext);
  return <StyledLabel ref={ref} htmlFor={field?.controlId} {...dataState(field)} {...props} />;
});

const StyledHelper = fieldParts.withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "helperText");
function FieldHelperText(props: HTMLChakraProps<"div">) {
  const field = useContext(FieldContext);
  const setHasHelper = field?.setHasHelper;
  useLayoutEffect(() => {
    setHasHelper?.(true);
    return () => setHasHelper?.(false);
  }, [setHasHelper]);
  return <StyledHelper id={field?.helperId} {...props} />;
}

type ErrorTextProps = HTMLChakraProps<"div"> & { children?: ReactNode };

/** An error text, shown (and named by the control or group) only while its field is invalid. */
function errorText(
  Styled: ComponentType<ErrorTextProps>,
  useOwner: () => { readonly invalid: boolean; readonly errorId: string } | null,
) {
  return function ErrorText({ children, ...props }: ErrorTextProps) {
    const state = useOwner();
    if (state?.invalid !== true || children === undefined || children === null || children === "") return null;
    return (
      <Styled id={state.errorId} aria-live="polite" {...props}>
        {children}
      </Styled>
    );
  };
}

const FieldErrorText = errorText(
  fieldParts.withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "errorText"),
  () => useContext(FieldContext),
);

export const Field = {
  Root: FieldRoot,
  Label: FieldLabel,
  HelperText: FieldHelperText,
  ErrorText: FieldErrorText,
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

const FieldsetContext = createContext<{ invalid: boolean; errorId: string; legendId: string } | null>(null);

/** The id of the enclosing fieldset's legend, for a group inside it that the legend names. */
export const useLegendId = (): string | undefined => useContext(FieldsetContext)?.legendId;

const FieldsetRoot = forwardRef<HTMLFieldSetElement, FieldsetRootProps>(function FieldsetRoot(
  { invalid = false, ...props },
  ref,
) {
  const base = useId();
  const errorId = `${base}-error`;
  return (
    <FieldsetContext.Provider value={{ invalid, errorId, legendId: `${base}-legend` }}>
      <StyledFieldsetRoot
        ref={ref}
        data-invalid={invalid ? "" : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...props}
      />
    </FieldsetContext.Provider>
  );
});

const StyledLegend = fieldsetParts.withContext<HTMLLegendElement, HTMLChakraProps<"legend">>("legend", "legend");
function FieldsetLegend(props: HTMLChakraProps<"legend">) {
  return <StyledLegend id={useLegendId()} {...props} />;
}
const FieldsetContent = fieldsetParts.withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "content");
const FieldsetHelperText = fieldsetParts.withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "helperText");
const FieldsetErrorText = errorText(
  fieldsetParts.withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "errorText"),
  () => useContext(FieldsetContext),
);

export const Fieldset = {
  Root: FieldsetRoot,
  Legend: FieldsetLegend,
  Content: FieldsetContent,
  HelperText: FieldsetHelperText,
  ErrorText: FieldsetErrorText,
};

const inputRecipe = createRecipeContext({ key: "input" });
const StyledInput = inputRecipe.withContext<HTMLInputElement, InputProps>("input");
export type InputProps = HTMLChakraProps<"input"> & {
  readonly size?: "2xs" | "xs" | "sm" | "md" | "lg" | "xl" | "2xl" | undefined;
  readonly variant?: "outline" | "subtle" | "flushed" | undefined;
};
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  const field = useContext(FieldContext);
  const id = useControlId(field, props.id);
  return <StyledInput ref={ref} {...dataState(field)} {...useFieldControl()} {...props} id={id} />;
});

const textareaRecipe = createRecipeContext({ key: "textarea" });
const StyledTextarea = textareaRecipe.withContext<HTMLTextAreaElement, TextareaProps>("textarea");
export type TextareaProps = HTMLChakraProps<"textarea"> & {
  readonly size?: "xs" | "sm" | "md" | "lg" | "xl" | undefined;
  readonly variant?: "outline" | "subtle" | "flushed" | undefined;
};
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
  const field = useContext(FieldContext);
  const id = useControlId(field, props.id);
  return <StyledTextarea ref={ref} {...dataState(field)} {...useFieldControl()} {...props} id={id} />;
});
