# HEMIS for institutions that self-host: the API and the built web app on port 3000.
# The database is an external PostgreSQL named by DATABASE_URL (see docker-compose.yml).
FROM node:20-bookworm-slim

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/hemis

WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY server/package.json server/
COPY web/package.json web/
COPY prisma prisma
COPY prisma.config.ts tsconfig.base.json ./
COPY scripts scripts
RUN npm ci --include=dev && npm cache clean --force

COPY . .
# The web app and the server, built ahead of time: the server runs as plain node, not through
# a TypeScript loader (docs/decisions/0023-compiled-server.md).
RUN npm run build \
    && mkdir -p /var/lib/hemis \
    && chown -R node:node /var/lib/hemis

USER node
EXPOSE 3000
VOLUME ["/var/lib/hemis"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Applies pending migrations, seeds an empty database, then serves: what `npm start` runs
# once its build is there, with source maps for the stack traces of logged errors and V8
# settings that keep its memory small (docs/decisions/0023-compiled-server.md).
CMD ["node", "--v8-pool-size=1", "--max-semi-space-size=2", "dist/start.js"]
