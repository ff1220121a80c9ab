// Zod-free schema builders for the answers the web reads before its first page shows (who is signed
// in, meta, public settings, the history summary). zod's parser, even zod/mini's, would add at least
// 16 kB of gzipped JS to that page (its budget: web/e2e/smoke.spec.ts). A schema built here behaves
// as a zod object schema does for these shapes: `parse` / `safeParse`, unknown fields left out,
// `Infer<>` for its type. The builders are marked free of side effects, so a bundle keeps only the
// schemas it uses.

/** Why an answer does not fit: the path of the first field that does not, and what was expected. */
export class ContractError extends Error {
  readonly path: string;
  constructor(path: string, expected: string) {
    super(`${path || 'answer'}: expected ${expected}`);
    this.name = 'ContractError';
    this.path = path;
  }
}

type Reader<T> = (value: unknown, path: string) => T;

export interface Schema<T> {
  parse(value: unknown): T;
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: ContractError };
  /** Reads a value at `path` of a larger answer (how schemas nest). */
  readonly read: Reader<T>;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(read: Reader<T>): Schema<T> {
  return {
    read,
    parse: (value) => read(value, ''),
    safeParse(value) {
      try {
        return { success: true, data: read(value, '') };
      } catch (error) {
        if (error instanceof ContractError) return { success: false, error };
        throw error;
      }
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
function is<T>(expected: string, test: (value: unknown) => boolean): Schema<T> {
  return schema((value, path) => {
    if (!test(value)) throw new ContractError(path, expected);
    return value as T;
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown, min: number) => Number.isInteger(value) && (value as number) >= min;

/** ISO 8601 in UTC, as the api writes every timestamp (`Date#toISOString`). */
export const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/* @__NO_SIDE_EFFECTS__ */
export function string() {
  return is<string>('a string', (value) => typeof value === 'string');
}
/* @__NO_SIDE_EFFECTS__ */
export function boolean() {
  return is<boolean>('a boolean', (value) => typeof value === 'boolean');
}
/** A row id: a positive whole number. */
/* @__NO_SIDE_EFFECTS__ */
export function id() {
  return is<number>('an id', (value) => isWhole(value, 1));
}
/* @__NO_SIDE_EFFECTS__ */
export function count() {
  return is<number>('a whole number', (value) => isWhole(value, 0));
}
/** Any finite number (a percentage may be negative). */
/* @__NO_SIDE_EFFECTS__ */
export function number() {
  return is<number>('a number', (value) => typeof value === 'number' && Number.isFinite(value));
}
/* @__NO_SIDE_EFFECTS__ */
export function timestamp() {
  return is<string>('a UTC time', (value) => typeof value === 'string' && ISO_UTC.test(value));
}
/** Any JSON object (a saved request or result: its tool's schema checks it where it matters). */
/* @__NO_SIDE_EFFECTS__ */
export function anyObject() {
  return is<Record<string, unknown>>('an object', isObject);
}
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const V extends string>(values: readonly V[]) {
  return is<V>(values.join(' | '), (value) => values.includes(value as V));
}

/* @__NO_SIDE_EFFECTS__ */
export function nullable<T>(inner: Schema<T>) {
  return schema<T | null>((value, path) => (value === null ? null : inner.read(value, path)));
}

/* @__NO_SIDE_EFFECTS__ */
export function array<T>(item: Schema<T>) {
  return schema<T[]>((value, path) => {
    if (!Array.isArray(value)) throw new ContractError(path, 'a list');
    return value.map((entry, index) => item.read(entry, `${path}[${index}]`));
  });
}

/** Exactly three of `item` (a value model's tiers). */
/* @__NO_SIDE_EFFECTS__ */
export function triple<T>(item: Schema<T>) {
  return schema<[T, T, T]>((value, path) => {
    if (!Array.isArray(value) || value.length !== 3) throw new ContractError(path, 'a list of three');
    return [item.read(value[0], `${path}[0]`), item.read(value[1], `${path}[1]`), item.read(value[2], `${path}[2]`)];
  });
}

/** An object with these fields; other fields are left out of the result. */
/* @__NO_SIDE_EFFECTS__ */
export function object<S extends Record<string, Schema<unknown>>>(shape: S) {
  return schema<ObjectOf<S>>((value, path) => {
    if (!isObject(value)) throw new ContractError(path, 'an object');
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const read = shape[key]!.read(value[key], path ? `${path}.${key}` : key);
      // An absent optional field stays absent (as zod leaves it).
      if (read !== undefined) out[key] = read;
    }
    return out as ObjectOf<S>;
  });
}

/** An object's type from its fields' schemas: a field whose schema may read `undefined` is optional. */
type ObjectOf<S extends Record<string, Schema<unknown>>> = Flat<
  { [K in keyof S as undefined extends Infer<S[K]> ? never : K]: Infer<S[K]> } & { [K in keyof S as undefined extends Infer<S[K]> ? K : never]?: Infer<S[K]> }
>;
type Flat<T> = { [K in keyof T]: T[K] };

/** An object with an entry for each of `keys` (others are left out), each a `T`. */
/* @__NO_SIDE_EFFECTS__ */
export function record<K extends string, T>(keys: readonly K[], entry: Schema<T>) {
  return object(Object.fromEntries(keys.map((key) => [key, entry])) as Record<K, Schema<T>>);
}

/** One of several shapes, chosen by the value of its `key` field (a value driver's `kind`). */
/* @__NO_SIDE_EFFECTS__ */
export function tagged<K extends string, S extends Record<string, Schema<unknown>>>(key: K, shapes: S) {
  return schema<Infer<S[keyof S]>>((value, path) => {
    const tag = isObject(value) ? value[key] : undefined;
    const shape = typeof tag === 'string' && Object.hasOwn(shapes, tag) ? shapes[tag] : undefined;
    if (!shape) throw new ContractError(path ? `${path}.${key}` : key, Object.keys(shapes).join(' | '));
    return { ...(shape.read(value, path) as object), [key]: tag } as Infer<S[keyof S]>;
  });
}

/** A field that may be absent (undefined stays undefined). */
/* @__NO_SIDE_EFFECTS__ */
export function optional<T>(inner: Schema<T>) {
  return schema<T | undefined>((value, path) => (value === undefined ? undefined : inner.read(value, path)));
}

/** `inner`, read after `upgrade` (an older stored shape brought to today's first). */
/* @__NO_SIDE_EFFECTS__ */
export function upgraded<T>(upgrade: (value: unknown) => unknown, inner: Schema<T>) {
  return schema<T>((value, path) => inner.read(upgrade(value), path));
}
