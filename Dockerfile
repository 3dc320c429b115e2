# syntax=docker/dockerfile:1
# The app as CI builds and starts it: `npm ci && npm run build`, then `npm start` on the pruned
# install. Settings come from the environment (.env.example lists each with its default); see
# deploy/compose.yaml for the app with PostgreSQL and an S3-compatible store.
#   docker build -t filmlab .
#   docker run -p 3000:3000 -v filmlab-data:/data filmlab      (embedded PGlite + local files in /data)
# Checked without a Docker daemon by deploy/check-kit.mjs (`npm run test:deploy-kit`), with Debian's
# buildah parsing this file; see the README's Deploy section for what that does and does not prove.

ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY packages/api/package.json packages/api/
COPY packages/sync/package.json packages/sync/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# The build writes its stamp last; the prune keeps the build (npm start then needs no devDependency).
RUN npm run build && npm prune --omit=dev

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=false
WORKDIR /app
# Owned by root and read-only to the app's user: it writes only DATA_DIR (and /tmp).
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# The node image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "start"]
