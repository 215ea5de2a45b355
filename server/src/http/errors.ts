export type FieldErrors = Record<string, string[]>;

/** The one error family: anything thrown with a status reaches the client as { error: { message, fieldErrors? } }. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new AppError(400, message, fieldErrors);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
