/**
 * A generator step: one kind of record, added in its own transaction on top of what the
 * steps before it wrote. Later modules (employees, graduations ...) add their steps to the
 * list in steps.ts; each step draws from its own random stream, so adding one leaves the
 * rows of the others as they were.
 */
import type pg from 'pg';
import type { Random } from './random.ts';

export interface GenerateSizes {
  /** How many campuses the database holds afterwards (the seeded ones count). */
  campuses: number;
  /** How many students are added. */
  students: number;
  /** How many employees are added; one for every fifteen students unless given. */
  employees?: number;
  /** The seed of every random choice: the same seed and sizes give the same rows. */
  seed: number;
}

export interface StepContext {
  client: pg.ClientBase;
  /** This step's own random stream. */
  random: Random;
  sizes: GenerateSizes;
  log(line: string): void;
}

export interface GenerateStep {
  name: string;
  /** Adds the step's rows; answers a line for the log ("1,486 campuses added"). */
  run(context: StepContext): Promise<string>;
}

export const count = (value: number) => value.toLocaleString('en-US');
