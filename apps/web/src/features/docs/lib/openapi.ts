/** The parts of an OpenAPI 3.1 document the reference page renders. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema }> }
  >;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationEntry {
  id: string;
  method: HttpMethod;
  path: string;
  op: Operation;
  acceptsApiKey: boolean;
}

/** Operations grouped by their first tag, in document order. */
export function groupByTag(doc: OpenApiDocument): [string, OperationEntry[]][] {
  const groups = new Map<string, OperationEntry[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      const entry: OperationEntry = {
        id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-'),
        method,
        path,
        op,
        acceptsApiKey: Boolean(op.security?.some((s) => 'apiKeyHeader' in s)),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), entry]);
    }
  }
  return [...groups.entries()];
}

export const refName = (ref: string) => ref.split('/').pop() ?? ref;

export function resolveRef(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  return doc.components?.schemas?.[refName(schema.$ref)] ?? {};
}

/** A short type label: 'string (uuid)', 'integer', 'ApiKey[]', 'string | null'. */
export function typeLabel(doc: OpenApiDocument, schema: JsonSchema): string {
  if (schema.$ref) return refName(schema.$ref);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((v) => typeLabel(doc, v)).join(' | ');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array' && schema.items) return `${typeLabel(doc, schema.items)}[]`;
  return `${type ?? 'any'}${schema.format ? ` (${schema.format})` : ''}`;
}

/** Limits worth showing next to a field. */
export function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  // zod's int() adds the safe-integer range to every integer: not worth showing.
  if (schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER)
    out.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
    out.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`max length ${schema.maxLength}`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}
