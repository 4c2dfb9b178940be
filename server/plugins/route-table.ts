import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

/** Why an unconfirmed address may use it (server/plugins/confirmed-reach.ts); unset: it may not.
 * bodyLimit: the route's own, or undefined for the app's default (docs/decisions/0036). */
export type RouteEntry = {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
  websocket: boolean;
  allowUnconfirmed?: string;
  bodyLimit?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its schema: what the fuzz test walks (decision 0015). */
    routeTable: RouteEntry[];
  }
}

/** Records each route as it is added, so tooling reads the real table instead of a copy that drifts. */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        table.push({
          method,
          url: route.url,
          schema: route.schema,
          websocket: Boolean((route as { websocket?: boolean }).websocket),
          allowUnconfirmed: route.config?.allowUnconfirmed,
          bodyLimit: route.bodyLimit,
        });
      }
    });
  },
  { name: 'route-table' },
);
