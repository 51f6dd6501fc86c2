# syntax=docker/dockerfile:1
# Vidmatrix server + web app. Build: docker build -t vidmatrix .   Run: see compose.yaml and
# docs/deployment.md. Debian (bookworm) for its ffmpeg with libx264 (decision 010).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency (exactly the lockfile), then the web app ----
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
RUN npm run build

# ---- runtime: ffmpeg, the sources, node_modules and the built web app; no build tools ----
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# The server runs its TypeScript through tsx (as `npm start` does), a dev dependency: the
# node_modules of the build stage come along whole.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only: readiness (/api/readyz) is for the balancer, and a database outage must not
# make the engine restart every process.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
