// Types of goscore/worker: the package's stateless functions run in a worker, each returning a
// promise of its result as a plain object (a score's line and SGF value as `text` and `sgf`).
import type * as goscore from './index.js';

/**
 * A result as it arrives from the worker: data only (typed arrays as they are, transferred), every
 * score in it (a ScoreResult, a RulesetScoreResult, also inside compareRules' and estimateScore's
 * results) without its methods and with its line and SGF value as `text` and `sgf`.
 */
export type FromWorker<T> = T extends ArrayBufferView
  ? T
  : T extends { readonly sgf: string; toJSON(): object }
    ? { [K in keyof T as K extends 'toString' | 'toJSON' ? never : K]: FromWorker<T[K]> } & { text: string; sgf: string }
    : T extends object
      ? { [K in keyof T]: FromWorker<T[K]> }
      : T;

/** Every stateless function of the package, asynchronous. */
export type WorkerCalls = {
  [K in
    | 'getTerritory'
    | 'getTerritories'
    | 'ownershipMap'
    | 'scoreTrompTaylor'
    | 'scoreTerritory'
    | 'scoreArea'
    | 'score'
    | 'compareRules'
    | 'passAlive'
    | 'analyzeTerritory'
    | 'estimateDead'
    | 'estimateScore']: (...args: Parameters<(typeof goscore)[K]>) => Promise<FromWorker<ReturnType<(typeof goscore)[K]>>>;
};

/** A running scoring worker. */
export interface ScoringWorker extends WorkerCalls {
  /** Resolves once the worker has loaded the package; rejects with WASM_LOAD when it cannot. */
  readonly ready: Promise<void>;
  /** Calls the package function `fn` in the worker. */
  call(fn: string, ...args: unknown[]): Promise<unknown>;
  /** Stops the worker; the calls still pending reject with DISPOSED, and so does every later call. */
  terminate(): void;
}

/**
 * Starts a worker (a module Web Worker in browsers, a worker_threads Worker in Node) that runs the
 * package. Calls made before `ready` are queued, never lost.
 */
export function createScoringWorker(options?: { url?: URL | string }): ScoringWorker;
