import { useState } from 'react';
import {
  constraintsOf,
  refName,
  resolveRef,
  typeLabel,
  type JsonSchema,
  type OpenApiDocument,
} from '../lib/openapi';

const MAX_DEPTH = 4;

/** The object (or array of objects) a schema describes, as a nested field list. */
function objectOf(doc: OpenApiDocument, schema: JsonSchema): JsonSchema | null {
  const s = resolveRef(doc, schema);
  if (s.properties) return s;
  if (s.type === 'array' && s.items) return objectOf(doc, s.items);
  const variant = (s.anyOf ?? s.oneOf)?.find((v) => resolveRef(doc, v).properties);
  return variant ? resolveRef(doc, variant) : null;
}

export function SchemaView({
  doc,
  schema,
  depth = 0,
}: {
  doc: OpenApiDocument;
  schema: JsonSchema;
  depth?: number;
}) {
  const object = objectOf(doc, schema);
  if (!object?.properties) {
    return <p className="font-mono text-xs text-muted">{typeLabel(doc, schema)}</p>;
  }
  const required = new Set(object.required ?? []);
  return (
    <ul className={depth ? 'mt-1 border-l border-line pl-3' : ''}>
      {Object.entries(object.properties).map(([name, prop]) => (
        <Field
          key={name}
          doc={doc}
          name={name}
          schema={prop}
          required={required.has(name)}
          depth={depth}
        />
      ))}
    </ul>
  );
}

function Field({
  doc,
  name,
  schema,
  required,
  depth,
}: {
  doc: OpenApiDocument;
  name: string;
  schema: JsonSchema;
  required: boolean;
  depth: number;
}) {
  const nested = depth < MAX_DEPTH ? objectOf(doc, schema) : null;
  const [open, setOpen] = useState(depth < 1);
  const resolved = resolveRef(doc, schema);
  const description = schema.description ?? resolved.description;
  const limits = constraintsOf(schema);
  return (
    <li className="py-1.5 text-xs">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <code className="font-mono font-semibold text-fg">{name}</code>
        <span className="font-mono text-accent">{typeLabel(doc, schema)}</span>
        {required ? (
          <span className="text-danger">required</span>
        ) : (
          <span className="text-subtle">optional</span>
        )}
        {limits.length > 0 && <span className="text-subtle">{limits.join(', ')}</span>}
        {nested && (
          <button
            type="button"
            className="cursor-pointer text-subtle underline-offset-2 hover:text-fg hover:underline"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
          >
            {open ? 'hide fields' : `show ${schema.$ref ? refName(schema.$ref) : 'fields'}`}
          </button>
        )}
      </div>
      {description && <p className="mt-0.5 text-muted">{description}</p>}
      {nested && open && <SchemaView doc={doc} schema={schema} depth={depth + 1} />}
    </li>
  );
}
