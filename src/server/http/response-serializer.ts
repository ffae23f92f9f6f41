import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * How answers are written (decision 057). Each route's zod response schema becomes a JSON
 * schema once, at start, and fast-json-stringify compiles it into a function that writes exactly
 * the listed fields: what zod's check did per answer (4–11% of a catalogue read's CPU)
 * without walking every value again. An object's unlisted keys are never written, as zod strips
 * them: a row with a password hash or an e-mail handed to a public answer by mistake loses them
 * here too (response-serializer.test.ts).
 *
 * Where answers are checked (tests, development) zod checks every answer as before, and the
 * compiled function's bytes must equal zod's: any schema the two would write differently fails
 * the test that sends it, not production. A schema that cannot be compiled keeps zod.
 */

type ZodSchema = z.ZodType;
type SerializerContext = Parameters<FastifySerializerCompiler<unknown>>[0];

/** Keywords of no use to a serializer; `format` is dropped so dates stay the strings they are, written as zod writes them. */
const IGNORED_KEYWORDS = new Set(['$schema', 'id', '$id', 'format', 'pattern', 'description', 'examples']);

function withoutIgnoredKeywords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIgnoredKeywords);
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'properties' && child && typeof child === 'object') {
      // Property names are data here, never keywords: an `id` field stays.
      result[key] = Object.fromEntries(
        Object.entries(child).map(([name, schema]) => [name, withoutIgnoredKeywords(schema)]),
      );
    } else if (!IGNORED_KEYWORDS.has(key)) {
      result[key] = withoutIgnoredKeywords(child);
    }
  }
  return result;
}

type Writer = (data: unknown) => string;

/**
 * Each schema's writer, compiled once per process: a schema shared by several routes (or apps
 * built in one process, as the tests build one per file) is compiled for the first only. A
 * writer is a pure function of its schema.
 */
const compiled = new WeakMap<ZodSchema, Writer | null>();

/** The compiled writer of `schema`'s answers, or undefined when zod must keep writing them. */
export function compileResponseWriter(schema: ZodSchema): Writer | undefined {
  let writer = compiled.get(schema);
  if (writer === undefined) {
    writer = compileWriter(schema);
    compiled.set(schema, writer);
  }
  return writer ?? undefined;
}

function compileWriter(schema: ZodSchema): Writer | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw' });
    return fastJsonStringify(withoutIgnoredKeywords(json) as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return null;
  }
}

export class ResponseWriterMismatchError extends Error {
  override name = 'ResponseWriterMismatchError';
}

/** Routes (method, url and status) whose answers zod writes because their schema cannot be compiled. */
const writtenByZod = new Set<string>();
export const routesWrittenByZod = () => [...writtenByZod].sort();

/**
 * The serializer compiler: compiled writers alone when `check` is false (production), zod's
 * check and the writer's bytes compared with zod's when it is true.
 */
export function responseSerializerCompiler(check: boolean) {
  const compiler = (context: SerializerContext) => {
    const schema = context.schema as ZodSchema;
    const checked = zodSerializerCompiler(context as Parameters<typeof zodSerializerCompiler>[0]) as (
      data: unknown,
    ) => string;
    const writer = compileResponseWriter(schema);
    if (!writer) {
      writtenByZod.add(`${context.method} ${context.url} ${context.httpStatus}`);
      return checked;
    }
    if (!check) return writer;
    return (data: unknown) => {
      const expected = checked(data);
      const written = writer(data);
      if (written !== expected) {
        throw new ResponseWriterMismatchError(
          `${context.method} ${context.url} ${context.httpStatus}: the compiled writer wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
  return compiler;
}

/** Checked where NODE_ENV says tests or development; everywhere else (production, or unset) compiled only. */
export const checksResponses = (nodeEnv: string | undefined) => nodeEnv === 'test' || nodeEnv === 'development';
