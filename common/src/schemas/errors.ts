/** The API's one error shape. */
export interface ApiErrorBody {
  error: { message: string; fieldErrors?: Record<string, string[]> };
}
