/** A national dataset generator step run on the bench database, in its own transaction, for rows the demo data lacks. */
import type pg from 'pg';
import type { GenerateStep } from '../generate/step.ts';

export async function runGeneratorStep(pool: pg.Pool, step: GenerateStep): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await step.run({
      client,
      random: undefined as never,
      sizes: { campuses: 0, students: 0, seed: 1 },
      log: () => undefined,
    });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
