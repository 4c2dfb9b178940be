# syntax=docker/dockerfile:1
# Civic Connect: build stage (all dependencies, compiles the web app and the server) → slim
# runtime (production dependencies and dist/ only) running as a non-root user. See README
# "Deploy" and compose.yaml; docs/decisions/0021-ops-run-it-for-real.md.
# Node 24 LTS, the exact release CI tests on (.node-version; tests/api/deploy-files.test.ts holds
# the two together; docs/decisions/0050-node-24-and-a-complete-api-document.md).
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json vite.config.ts preact-aliases.ts ./
COPY contracts ./contracts
COPY server ./server
COPY web ./web
COPY scripts ./scripts
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The app finds its root by package.json (server/app-root.ts); migrations run at start-up.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY migrations ./migrations
# DATA_DIR: outbox, local uploads when S3 is not set, the data-folder lock. One volume per
# instance: a data folder belongs to one running app.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness only; the load balancer routes on /api/ready (deploy/Caddyfile).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Plain node as the process that gets SIGTERM: it drains (server/shutdown.ts), then exits.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
