// The package's error type and how messages show values. No WASM here: every module may use it.

/**
 * The error every goscore function throws on bad input. `code` is one of INVALID_BOARD,
 * BOARD_TOO_LARGE, INVALID_COORDINATE, INVALID_ARGUMENT, ILLEGAL_MOVE, INVALID_SGF, DISPOSED,
 * OUT_OF_MEMORY.
 */
export class GoScoreError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'GoScoreError';
    this.code = code;
  }
}

/** A GoScoreError whose message is `${fn}: ${problem}`. */
export function fail(fn, code, problem) {
  return new GoScoreError(code, `${fn}: ${problem}`);
}

/** fail(fn, 'INVALID_ARGUMENT', problem): the code of most bad input. */
export const invalid = (fn, problem) => fail(fn, 'INVALID_ARGUMENT', problem);

/**
 * A short description of a value for error messages, as the caller wrote it: numbers as numbers,
 * BigInts with their n, strings quoted, objects by kind. Never runs user code (no getters, no
 * toString, no Proxy traps: a Proxy is described by what typeof says).
 */
export function describe(value) {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'symbol':
    case 'function':
      return `a ${typeof value}`;
    default:
      if (value === null) return 'null';
      if (isRevokedProxy(value)) return 'a revoked Proxy';
      return isArrayValue(value) ? 'an array' : kind(value);
  }
}

/** %TypedArray%.prototype's own brand getter: a real typed array's type name, else undefined (it never throws). */
export const taTag = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), Symbol.toStringTag).get;

/** 'a Uint8Array', 'a Map', 'an object': a typed array by its real type, else by its constructor. */
function kind(value) {
  let name = taTag.call(value);
  if (!name) {
    try {
      name = value.constructor?.name;
    } catch {
      name = undefined;
    }
  }
  if (typeof name !== 'string' || name === '' || name === 'Object') return 'an object';
  return `${/^[AEIO]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** Whether `test(value)` returns rather than throws. */
export function passes(test, value) {
  try {
    test(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is a revoked Proxy (the only object Array.isArray throws on). */
export const isRevokedProxy = (value) => !passes(Array.isArray, value);

/** Array.isArray (which runs no Proxy trap), false where it would throw (a revoked Proxy). */
export const isArrayValue = (value) => { try { return Array.isArray(value); } catch { return false; } };
