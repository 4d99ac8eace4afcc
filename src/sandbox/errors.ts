import type {ErrorCode, PurchaseError} from '@site/spec';

/**
 * The error a simulated operation rejects with. It is a real `Error` (so stack traces and `instanceof` work) that
 * also has the shape of the spec's `PurchaseError`: `code`, `message` and, when there is one, `productId`.
 */
export class SandboxError extends Error implements PurchaseError {
  readonly code: ErrorCode;
  readonly productId?: string;

  constructor(code: ErrorCode, message: string, productId?: string) {
    super(message);
    this.name = 'PurchaseError';
    this.code = code;
    if (productId !== undefined) this.productId = productId;
  }
}

/**
 * True for anything carrying an error code, whether a `SandboxError` or a plain `PurchaseError`. Pass the codes of a
 * docs version (its `SandboxConstants.errorCodes`) to accept only those; without them, any code of the spec's form
 * (lower-case words joined by hyphens, as the published types write them) is accepted, since the sandbox reads
 * no version's codes by itself.
 */
export function isPurchaseError(value: unknown, knownCodes?: Readonly<Record<string, string>>): value is PurchaseError {
  if (value === null || typeof value !== 'object') return false;
  const code = (value as {code?: unknown}).code;
  if (typeof code !== 'string') return false;
  return knownCodes ? Object.values(knownCodes).includes(code) : /^[a-z0-9]+(-[a-z0-9]+)*$/.test(code);
}

/** The code and message of anything an operation or a listener threw, for the event log. */
export function describeError(error: unknown): {code?: string; message: string} {
  if (error instanceof SandboxError) return {code: error.code, message: error.message};
  if (error instanceof Error) return {message: error.message};
  return {message: String(error)};
}
