# syntax=docker/dockerfile:1
# Vidmatrix server + web app. Build: docker build -t vidmatrix .   Run: see compose.yaml and
# docs/deployment.md. Debian (bookworm) for its ffmpeg with libx264 (decision 010).

ARG NODE_IMAGE=node:26-bookworm-slim

# ---- build: every dependency (exactly the lockfile), then the web app and the server bundle ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the npm ci layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/brands/package.json packages/brands/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/server-build.mjs --force

# ---- runtime: ffmpeg, the server bundle, node_modules and the built web app ----
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg fonts-noto-cjk \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
# The server runs as the esbuild bundle apps/server/dist/main.mjs with plain node (as `npm start`
# does). Its npm packages load from node_modules, and it reads the migrations
# (apps/server/src/db/migrations), the demo clips (apps/server/demo) and the brand icons from the
# tree, anchored on apps/server/package.json: the build stage comes along whole.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only: readiness (/api/readyz) is for the balancer, and a database outage must not
# make the engine restart every process.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The flags and MALLOC_ARENA_MAX above are scripts/server-command.mjs's (decision 020).
CMD ["node", "--max-semi-space-size=4", "apps/server/dist/main.mjs"]
