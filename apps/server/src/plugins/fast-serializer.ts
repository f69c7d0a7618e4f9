import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's response serialiser compiled with fast-json-stringify from the JSON schema of its
 * zod response schema, instead of a zod `encode` plus `JSON.stringify` on every response. Only
 * the schema's properties are written (a field the schema does not name, such as a password
 * hash, never leaves), and a missing required field still fails the response. It does not run
 * zod's checks or transforms, so it is for hot reads whose schemas have neither
 * (`serializerCompiler: fastSerializerCompiler` on the route).
 */
export const fastSerializerCompiler = ({ schema }: { schema: unknown }) =>
  fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }) as never);
