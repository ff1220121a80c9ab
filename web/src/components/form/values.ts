// A field's value as its control takes it. react-hook-form hands a control `unknown` (Field): these
// check it rather than cast it, so a value of another type (nothing yet, a reset) draws as empty.

/** A text box's value: a string as it is, anything else as empty. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A select's value: a string as it is, anything else as nothing chosen (its placeholder shows). */
export const asChoice = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A list field's chosen values. */
export const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
