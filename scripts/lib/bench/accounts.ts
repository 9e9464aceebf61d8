/** The demo accounts the bench signs in as, and what their rows say. */
import type pg from 'pg';

/** The campus of a demo account, for the params of campus endpoints. */
export async function campusOf(pool: pg.Pool, email: string): Promise<number> {
  const { rows } = await pool.query<{ campusId: number }>('SELECT "campusId" FROM "User" WHERE email = $1', [email]);
  if (!rows[0]?.campusId) throw new Error(`${email} has no campus in the bench database`);
  return rows[0].campusId;
}
