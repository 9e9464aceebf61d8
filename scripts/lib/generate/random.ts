/**
 * The generator's only source of chance: a small seeded generator (sfc32), so that the same
 * `--seed` and sizes give the same rows on any machine. Each step takes its own stream
 * (`fork(name)`), so a step added later does not shift the rows of the steps before it.
 */

/** 32-bit string hash (FNV-1a), to turn a seed and a name into generator state. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export interface Weighted<T> {
  value: T;
  weight: number;
}

/** Picks from fixed weights in O(log n): built once, drawn from many times. */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly values: T[] = [];
  private readonly total: number;

  constructor(entries: readonly Weighted<T>[]) {
    let sum = 0;
    for (const { value, weight } of entries) {
      if (weight <= 0) continue;
      sum += weight;
      this.cumulative.push(sum);
      this.values.push(value);
    }
    if (this.values.length === 0) throw new Error('a weighted table needs at least one positive weight');
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.values[low]!;
  }
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(
    private readonly seed: number,
    name = '',
  ) {
    this.a = hash(`${seed}:${name}:a`);
    this.b = hash(`${seed}:${name}:b`);
    this.c = hash(`${seed}:${name}:c`);
    this.d = hash(`${seed}:${name}:d`) | 1;
    for (let round = 0; round < 12; round += 1) this.next();
  }

  /** An independent stream for a named part of the work. */
  fork(name: string): Random {
    return new Random(this.seed, name);
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A number spread around 1 with the given spread (log-normal): sizes of campuses. */
  logNormal(sigma: number): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.exp(sigma * normal - (sigma * sigma) / 2);
  }

  digits(count: number): string {
    let text = '';
    for (let index = 0; index < count; index += 1) text += String(Math.floor(this.next() * 10));
    return text;
  }

  /** A copy in random order (Fisher-Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }
}

/**
 * Splits `total` over the weights in proportion, in whole numbers that add up exactly
 * (largest remainder).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((acc, count) => acc + count, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((x, y) => y.rest - x.rest || x.index - y.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    counts[index]! += 1;
    left -= 1;
  }
  return counts;
}
