/** A reply whose envelope carried a non-zero `code`; `message` is the server's own text. */
export class ApiError<D = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly data: D;

  constructor(code: number, message: string, data: D) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** The call never produced a usable reply: offline, timed out, or not JSON. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
