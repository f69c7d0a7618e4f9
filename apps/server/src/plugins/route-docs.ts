/** OpenAPI security of routes for signed-in users. */
export const BEARER = [{ bearerAuth: [] as string[] }];
/** OpenAPI security of routes that also take an API key (Bearer or X-API-Key). */
export const BEARER_OR_API_KEY: Record<string, string[]>[] = [
  { bearerAuth: [] },
  { apiKeyHeader: [] },
];

/**
 * The part of a route's options every route of a module repeats (its OpenAPI tags and
 * security), so that a route states only its summary and its own schemas:
 * `const route = routeDocs(['Payments']);  app.post('/verify', route('Verify…', { body }), handler)`.
 * `security: null` documents a route that needs no credentials.
 */
export function routeDocs(tags: string[], security: Record<string, string[]>[] | null = BEARER) {
  return <S extends object = object>(summary: string, schema?: S) => ({
    schema: { tags, ...(security ? { security } : {}), summary, ...(schema as S) },
  });
}
