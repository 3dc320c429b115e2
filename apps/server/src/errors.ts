/** Typed errors thrown by use cases; the HTTP edge maps codes to statuses (http/error-handler.ts). */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYMENT_FAILED'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE';

export class AppError extends Error {
  readonly code: ErrorCode;
  /** One entry per problem, each naming its field ("email: already registered"). */
  readonly errors: string[];

  constructor(code: ErrorCode, message: string, errors: string[] = []) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
