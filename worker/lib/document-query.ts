import type { Json } from "./sandbox-core";

/**
 * Mongo-style filters and updates over plain JSON documents: the pure half of the document store
 * (documents.ts keeps them in SQLite). What a filter may say:
 *
 * - `{ field: value }`: equal (deeply), or, when the field is an array, one of its elements is;
 *   `null` also matches a missing field. Dotted paths reach into objects and arrays (`a.b`, `a.0`).
 * - `{ field: { $eq, $ne, $gt, $gte, $lt, $lte, $in, $nin, $exists, $not } }`: comparisons only
 *   compare numbers with numbers and strings with strings, as Mongo's do.
 * - `{ $and: [...] }`, `{ $or: [...] }`, `{ $nor: [...] }`.
 * - `{ $where: "code" }`: JavaScript run with `this` bound to the document, in the sandbox, never
 *   here; the store passes a `WhereEvaluator`.
 *
 * Anything else is refused with a DocumentQueryError before a single document is looked at.
 */

export type DocumentBody = { _id: string } & { [key: string]: Json };

/** A filter or update the store cannot run (unknown operator, wrong operand): the caller's mistake. */
export class DocumentQueryError extends Error {
  override name = "DocumentQueryError";
}

/** Decides a `$where` for one document. Throws (a DocumentQueryError) when the code fails. */
export type WhereEvaluator = (code: string, document: DocumentBody) => boolean;

type Filter = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

function pathOf(path: string): string[] {
  const parts = path.split(".");
  if (path === "" || parts.some((part) => part === "" || forbiddenKeys.has(part))) {
    throw new DocumentQueryError(`Invalid field path "${path}".`);
  }
  return parts;
}

/** Every value a path reaches: arrays along the way are looked into element by element. */
function valuesAt(value: unknown, parts: readonly string[]): unknown[] {
  if (parts.length === 0) return [value];
  const [head, ...rest] = parts as [string, ...string[]];
  if (Array.isArray(value)) {
    if (/^\d+$/.test(head)) return valuesAt(value[Number(head)], rest);
    return value.flatMap((element) => (isPlainObject(element) ? valuesAt(element, parts) : []));
  }
  if (isPlainObject(value) && Object.hasOwn(value, head)) return valuesAt(value[head], rest);
  return [undefined];
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

/** Equality as a query means it: also against each element of an array, and null for missing. */
function equalsQueried(actual: unknown, expected: unknown): boolean {
  if (expected === null && (actual === null || actual === undefined)) return true;
  if (deepEqual(actual, expected)) return true;
  return Array.isArray(actual) && actual.some((element) => deepEqual(element, expected));
}

function compare(actual: unknown, operand: unknown, test: (order: number) => boolean): boolean {
  const candidates = Array.isArray(actual) ? [actual, ...actual] : [actual];
  return candidates.some((value) => {
    if (typeof value === "number" && typeof operand === "number") return test(value - operand);
    if (typeof value === "string" && typeof operand === "string") return test(value < operand ? -1 : value > operand ? 1 : 0);
    return false;
  });
}

const isOperatorObject = (value: unknown): value is Record<string, unknown> => {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.some((k) => k.startsWith("$"))) return false;
  const plain = keys.find((k) => !k.startsWith("$"));
  if (plain !== undefined) throw new DocumentQueryError(`Unknown operator "${plain}": operators start with $.`);
  return true;
};

function arrayOperand(operator: string, operand: unknown): unknown[] {
  if (!Array.isArray(operand)) throw new DocumentQueryError(`${operator} needs an array.`);
  return operand;
}

/** Whether the values a path reached satisfy an operator object such as `{ $gt: 3, $lt: 9 }`. */
function matchesOperators(values: unknown[], operators: Record<string, unknown>): boolean {
  return Object.entries(operators).every(([operator, operand]) => {
    const any = (test: (value: unknown) => boolean) => values.some(test);
    switch (operator) {
      case "$eq":
        return any((v) => equalsQueried(v, operand));
      case "$ne":
        return !any((v) => equalsQueried(v, operand));
      case "$gt":
        return any((v) => compare(v, operand, (o) => o > 0));
      case "$gte":
        return any((v) => compare(v, operand, (o) => o >= 0));
      case "$lt":
        return any((v) => compare(v, operand, (o) => o < 0));
      case "$lte":
        return any((v) => compare(v, operand, (o) => o <= 0));
      case "$in": {
        const options = arrayOperand(operator, operand);
        return any((v) => options.some((option) => equalsQueried(v, option)));
      }
      case "$nin": {
        const options = arrayOperand(operator, operand);
        return !any((v) => options.some((option) => equalsQueried(v, option)));
      }
      case "$exists":
        if (typeof operand !== "boolean") throw new DocumentQueryError("$exists needs true or false.");
        return any((v) => v !== undefined) === operand;
      case "$not":
        if (!isOperatorObject(operand)) throw new DocumentQueryError("$not needs an operator object, e.g. { $not: { $gt: 5 } }.");
        return !matchesOperators(values, operand);
      default:
        throw new DocumentQueryError(`Unknown operator "${operator}".`);
    }
  });
}

function checkOperators(operators: Record<string, unknown>): void {
  for (const [operator, operand] of Object.entries(operators)) {
    if (operator === "$not") {
      if (!isOperatorObject(operand)) throw new DocumentQueryError("$not needs an operator object, e.g. { $not: { $gt: 5 } }.");
      checkOperators(operand);
    } else {
      // One operator against nothing: throws for an unknown operator or a wrong operand.
      matchesOperators([undefined], { [operator]: operand });
    }
  }
}

function subFilters(operator: string, operand: unknown): Filter[] {
  const filters = arrayOperand(operator, operand);
  if (filters.length === 0 || !filters.every(isPlainObject)) throw new DocumentQueryError(`${operator} needs a non-empty array of filters.`);
  return filters;
}

/**
 * Checks a filter's shape once, before any document: unknown operators and wrong operands fail
 * even when the collection is empty. Returns whether it has a `$where` anywhere.
 */
export function checkFilter(filter: unknown): { hasWhere: boolean } {
  if (!isPlainObject(filter)) throw new DocumentQueryError("A filter is an object.");
  let hasWhere = false;
  for (const [key, value] of Object.entries(filter)) {
    if (key === "$where") {
      if (typeof value !== "string") throw new DocumentQueryError("$where needs JavaScript code as a string.");
      hasWhere = true;
    } else if (key === "$and" || key === "$or" || key === "$nor") {
      for (const sub of subFilters(key, value)) hasWhere = checkFilter(sub).hasWhere || hasWhere;
    } else if (key.startsWith("$")) {
      throw new DocumentQueryError(`Unknown top-level operator "${key}".`);
    } else {
      pathOf(key);
      if (isOperatorObject(value)) checkOperators(value);
    }
  }
  return { hasWhere };
}

/** Whether a document matches a filter (checked with checkFilter first). */
export function matches(document: DocumentBody, filter: Filter, where?: WhereEvaluator): boolean {
  return Object.entries(filter).every(([key, value]) => {
    switch (key) {
      case "$where":
        if (!where) throw new DocumentQueryError("$where is not available here.");
        return where(value as string, document);
      case "$and":
        return subFilters(key, value).every((sub) => matches(document, sub, where));
      case "$or":
        return subFilters(key, value).some((sub) => matches(document, sub, where));
      case "$nor":
        return !subFilters(key, value).some((sub) => matches(document, sub, where));
      default: {
        const values = valuesAt(document, pathOf(key));
        return isOperatorObject(value) ? matchesOperators(values, value) : values.some((v) => equalsQueried(v, value));
      }
    }
  });
}

const updateOperators = ["$set", "$inc", "$push", "$addToSet"] as const;
type UpdateOperator = (typeof updateOperators)[number];
export type Update = Partial<Record<UpdateOperator, Record<string, Json>>>;

/** Checks an update's shape: only the four operators, each with an object of paths. */
export function checkUpdate(update: unknown): asserts update is Update {
  if (!isPlainObject(update) || Object.keys(update).length === 0) throw new DocumentQueryError("An update is an object of operators.");
  for (const [operator, fields] of Object.entries(update)) {
    if (!(updateOperators as readonly string[]).includes(operator)) {
      throw new DocumentQueryError(`Unknown update operator "${operator}" (use ${updateOperators.join(", ")}).`);
    }
    if (!isPlainObject(fields)) throw new DocumentQueryError(`${operator} needs an object of fields.`);
    for (const [path, operand] of Object.entries(fields)) {
      const parts = pathOf(path);
      if (parts[0] === "_id") throw new DocumentQueryError("A document's _id cannot change.");
      if (operator === "$inc" && typeof operand !== "number") throw new DocumentQueryError(`$inc needs a number for "${path}".`);
    }
  }
}

/** The parent object of a path's last part, created along the way as $set does. */
function parentOf(document: Record<string, Json>, parts: readonly string[]): { parent: Record<string, Json> | Json[]; key: string } {
  let current: Record<string, Json> | Json[] = document;
  for (const part of parts.slice(0, -1)) {
    const next: Json | undefined = Array.isArray(current) ? current[Number(part)] : current[part];
    if (next === undefined || next === null) {
      if (Array.isArray(current)) throw new DocumentQueryError(`Cannot create "${part}" inside an array.`);
      const created: Record<string, Json> = {};
      current[part] = created;
      current = created;
    } else if (typeof next === "object") {
      current = next;
    } else {
      throw new DocumentQueryError(`Cannot set a field inside a ${typeof next}.`);
    }
  }
  return { parent: current, key: parts.at(-1)! };
}

function getIn(parent: Record<string, Json> | Json[], key: string): Json | undefined {
  return Array.isArray(parent) ? parent[Number(key)] : Object.hasOwn(parent, key) ? parent[key] : undefined;
}

function setIn(parent: Record<string, Json> | Json[], key: string, value: Json) {
  if (Array.isArray(parent)) {
    if (!/^\d+$/.test(key)) throw new DocumentQueryError(`"${key}" is not an array index.`);
    parent[Number(key)] = value;
  } else {
    parent[key] = value;
  }
}

/** `{ $each: [...] }` adds several values at once; anything else is one value. */
const valuesToAdd = (operand: Json): Json[] =>
  isPlainObject(operand) && Object.keys(operand).length === 1 && Array.isArray(operand.$each) ? operand.$each : [operand];

/** The document after an update (a new object; the given one is left alone). */
export function applyUpdate(document: DocumentBody, update: Update): DocumentBody {
  const next = structuredClone(document);
  for (const operator of updateOperators) {
    for (const [path, operand] of Object.entries(update[operator] ?? {})) {
      const { parent, key } = parentOf(next, pathOf(path));
      const current = getIn(parent, key);
      switch (operator) {
        case "$set":
          setIn(parent, key, structuredClone(operand));
          break;
        case "$inc":
          if (current !== undefined && typeof current !== "number") throw new DocumentQueryError(`Cannot $inc "${path}": it is not a number.`);
          setIn(parent, key, (current ?? 0) + (operand as number));
          break;
        case "$push":
        case "$addToSet": {
          if (current !== undefined && !Array.isArray(current)) throw new DocumentQueryError(`Cannot ${operator} to "${path}": it is not an array.`);
          const list = current ?? [];
          for (const value of valuesToAdd(operand)) {
            if (operator === "$push" || !list.some((existing) => deepEqual(existing, value))) list.push(structuredClone(value));
          }
          setIn(parent, key, list);
          break;
        }
      }
    }
  }
  return next;
}
