export interface ErrorBody {
  error: string;
}

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
}

export function errorBody(message: string): ErrorBody {
  return { error: message };
}
