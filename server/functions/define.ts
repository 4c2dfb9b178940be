import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Signer } from '../auth/tokens';
import type { AppDeps } from '../deps';
import type { Actor } from '../plugins/actor';

/** Who may call: any signed-in user, admins only, or anyone (the actor is then optional). */
export type FunctionAccess = 'user' | 'admin' | 'public';

export type FunctionContext<S extends z.ZodType, A extends FunctionAccess> = {
  body: z.infer<S>;
  actor: A extends 'public' ? Actor | null : Actor;
  req: FastifyRequest;
  deps: AppDeps & { signer: Signer };
};

/**
 * One serverless-style function of docs/product.md §10, served as POST /functions/v1/{name} with a JSON
 * body and Bearer auth. The handler's return value is the JSON response, checked against (and cut
 * to) `response`, which also documents it in /api/openapi.json; throw ApiError (see
 * server/errors.ts) for failures so the body carries `error` and `message`.
 */
export type AppFunction<S extends z.ZodType = z.ZodType, A extends FunctionAccess = FunctionAccess, R extends z.ZodType = z.ZodType> = {
  name: string;
  access: A;
  body: S;
  /** The 200 answer's shape. (Literals in the handler's answer need `as const`: TypeScript widens them while it infers R.) */
  response: R;
  /** Calls per minute per user (per IP for anonymous callers); 60 when not set. */
  perMinute?: number;
  /** The largest body it takes, when more than the app's small default (server/http/body-limits.ts). */
  bodyLimit?: number;
  handler: (ctx: FunctionContext<S, A>) => Promise<z.input<R>>;
};

export const defineFunction = <S extends z.ZodType, A extends FunctionAccess, R extends z.ZodType>(fn: AppFunction<S, A, R>) => fn;
