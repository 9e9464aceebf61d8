/**
 * The yardstick of `npm run bench`: a bare Fastify 5 server, run as its own process, whose
 * routes verify the same HS256 session token with @fastify/jwt, read the session's user
 * row and run one SQL statement through pg for each measured endpoint, with the params the
 * parent read for HEMIS's path. It answers the parent over IPC with its address.
 */
import jwt from '@fastify/jwt';
import Fastify from 'fastify';
import pg from 'pg';
import { MEASURED_ENDPOINTS, type BareUser } from './endpoints.ts';
import { serveBenchProcess } from './process.ts';

await serveBenchProcess(async ({ databaseUrl, jwtSecret, bareParams = {} }) => {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const app = Fastify({ logger: false });
  await app.register(jwt, { secret: jwtSecret, verify: { algorithms: ['HS256'] } });
  for (const [index, endpoint] of MEASURED_ENDPOINTS.entries()) {
    const params = bareParams[index];
    if (!params) continue;
    app.route({
      method: endpoint.body ? 'POST' : 'GET',
      url: `/bare/${index}`,
      handler: async (request, reply) => {
        const claims = await request.jwtVerify<{ sub: string; iat: number }>();
        const { rows } = await pool.query<BareUser>(
          'SELECT id, role, "universityId", "campusId", status, "passwordChangedAt" FROM "User" WHERE id = $1',
          [Number(claims.sub)],
        );
        const user = rows[0];
        if (!user || user.status !== 'active') return reply.status(401).send({ message: 'Sign in again' });
        return endpoint.bare(pool, user, params);
      },
    });
  }
  app.addHook('onClose', () => pool.end());
  return app;
});
