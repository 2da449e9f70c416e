export interface ErrorBody {
  error: string;
  [extra: string]: unknown;
}

export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly extra: Record<string, unknown> = {}) {
    super(message);
    this.name = "HttpError";
  }
}

export function errorBody(message: string, extra: Record<string, unknown> = {}): ErrorBody {
  return { error: message, ...extra };
}
