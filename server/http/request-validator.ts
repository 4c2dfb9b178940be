import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { responseZodType } from './response-serializer';

/** The zod issue behind one of a request's validation errors (as the errors plugin reads it back). */
export type RequestIssue = FastifySchemaValidationError & { params: { issue?: $ZodIssue } };

/**
 * Fastify's validator for the routes' zod request schemas, as fastify-type-provider-zod's but
 * keeping each failed value in its issue (zod's `reportInput`): zod's own messages ("expected
 * number, received string") can then be said again in the request's language when the answer
 * is written (server/plugins/errors.ts, issue 29). The value never reaches the client: only the
 * message does, cut short.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const zodSchema = responseZodType(schema) as $ZodType | undefined;
  if (!zodSchema) throw new Error(`A request schema must be a zod type: ${JSON.stringify(schema)}`);
  return (data: unknown) => {
    const result = safeParse(zodSchema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    const errors: RequestIssue[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
      message: issue.message,
      params: { issue },
    }));
    return { error: errors as unknown as Error };
  };
};
