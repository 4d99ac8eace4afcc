import {ErrorCode} from '@site/spec';
import type {PurchaseError} from '@site/spec';

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

  /** The plain object the purchase-error event carries. */
  toPurchaseError(): PurchaseError {
    return this.productId === undefined
      ? {code: this.code, message: this.message}
      : {code: this.code, message: this.message, productId: this.productId};
  }
}

/** True for anything carrying one of the spec's error codes, whether a `SandboxError` or a plain `PurchaseError`. */
export function isPurchaseError(value: unknown): value is PurchaseError {
  if (value === null || typeof value !== 'object') return false;
  const code = (value as {code?: unknown}).code;
  return typeof code === 'string' && (Object.values(ErrorCode) as string[]).includes(code);
}
