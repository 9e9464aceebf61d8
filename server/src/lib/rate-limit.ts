/**
 * Limits on sign-in, password-reset requests and resets, counted in PostgreSQL so that every
 * server process on the database enforces the same limits (docs/decisions/0009-sign-in-limits.md).
 * Only attempts that do not succeed count, and a success forgives the account's count at that
 * address. Three limits:
 * - per account and address, strict: one address gets a few guesses at an account per window;
 * - per account across addresses, a growing wait: once the account has failed more than
 *   `delayAfterFailures` times in the window, every address that has failed on it waits 1, 2,
 *   4 ... minutes after its last failure. An address that has not failed on the account never
 *   waits, so its owner still signs in from elsewhere while it is under attack;
 * - per address, generous: one address spraying guesses over many accounts is stopped, while a
 *   campus signing in all morning through one public address is not, because successes do not
 *   count.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Prisma, PrismaClient } from '../db/prisma.ts';
import { AppError } from './app-error.ts';

export type AttemptAction = 'sign-in' | 'reset-request' | 'reset' | 'alumni-submission' | 'return-batch';

export interface AttemptLimits {
  windowMs: number;
  perAccountAndAddress: number;
  perAddress: number;
  delayAfterFailures: number;
}

export interface AttemptKeys {
  account: string;
  address: string;
}

/** The wait once an account has failed `delayAfterFailures` times; each further failure doubles it. */
export const FIRST_DELAY_MS = 60_000;

/** The first key of this module's advisory locks, apart from the migration lock's one-key form. */
const LOCK_CLASS = 0x6c696d74;

const SWEEP_INTERVAL_MS = 60_000;

/** No email is longer than this; longer typed "accounts" are stored by their hash. */
const MAX_EMAIL_LENGTH = 254;

/** How long an address that has failed on an account waits after its last failure, by the account's failures. */
export function accountDelayMs(accountFailures: number, limits: AttemptLimits): number {
  const beyond = accountFailures - limits.delayAfterFailures;
  if (beyond <= 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (beyond - 1), limits.windowMs);
}

/**
 * The address a limit counts: IPv4 as it is (also when the socket reports it IPv4-mapped), and
 * an IPv6 client by its /64 network, because one subscriber is given a whole /64 and could
 * otherwise take a fresh address for every guess.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [address = ''] = ip.split('%');
  if (!isIPv6(address)) return ip;
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

function accountKey(account: string): string {
  const normalized = account.trim().toLowerCase();
  return normalized.length <= MAX_EMAIL_LENGTH
    ? normalized
    : `sha256:${createHash('sha256').update(normalized).digest('hex')}`;
}

function counterKey(action: AttemptAction, keys: AttemptKeys) {
  return { action, account: accountKey(keys.account), address: addressKey(keys.address) };
}

type CounterKey = ReturnType<typeof counterKey>;

async function lock(transaction: Prisma.TransactionClient, name: string) {
  await transaction.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_CLASS}::int4, hashtext(${name}))`;
}

export class AttemptLimiter {
  private nextSweepAt = 0;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly limits: AttemptLimits,
  ) {}

  /**
   * Counts an attempt before it is checked, so that simultaneous attempts cannot all pass
   * before any is counted; `succeeded` takes the count back. A limit already reached throws
   * RATE_LIMITED with the wait, and that attempt is not counted.
   */
  async begin(action: AttemptAction, keys: AttemptKeys): Promise<void> {
    const key = counterKey(action, keys);
    // Limits measure elapsed time, so they read the system time: a clock set for a test or a
    // demo (lib/clock.ts) must neither freeze a wait nor end it early.
    const now = new Date();
    const waitMs = await this.prisma.$transaction(async (transaction) => {
      // Every writer of the counters read below holds both locks, taken in this order.
      await lock(transaction, `${action}|address|${key.address}`);
      await lock(transaction, `${action}|account|${key.account}`);
      const pair = await transaction.attemptCounter.findUnique({ where: { action_account_address: key } });
      const livePair = pair && pair.expiresAt > now ? pair : null;
      const wait = await this.waitBefore(transaction, key, livePair, now);
      if (wait <= 0) await this.count(transaction, key, livePair, now);
      return wait;
    });
    await this.sweep(now);
    if (waitMs > 0) throw AppError.tooManyAttempts(waitMs);
  }

  /** The attempt succeeded: the account's count at this address is forgiven. */
  async succeeded(action: AttemptAction, keys: AttemptKeys): Promise<void> {
    await this.prisma.attemptCounter.deleteMany({ where: counterKey(action, keys) });
  }

  /** How long until the attempt may be checked; 0 when now. */
  private async waitBefore(
    transaction: Prisma.TransactionClient,
    key: CounterKey,
    pair: { count: number; lastCountAt: Date; expiresAt: Date } | null,
    now: Date,
  ): Promise<number> {
    const live = { expiresAt: { gt: now } };
    const waits: number[] = [];
    const fromAddress = await transaction.attemptCounter.aggregate({
      where: { action: key.action, address: key.address, ...live },
      _sum: { count: true },
      _min: { expiresAt: true },
    });
    if ((fromAddress._sum.count ?? 0) >= this.limits.perAddress && fromAddress._min.expiresAt) {
      waits.push(fromAddress._min.expiresAt.getTime() - now.getTime());
    }
    if (pair) {
      if (pair.count >= this.limits.perAccountAndAddress) waits.push(pair.expiresAt.getTime() - now.getTime());
      const onAccount = await transaction.attemptCounter.aggregate({
        where: { action: key.action, account: key.account, ...live },
        _sum: { count: true },
      });
      const delayMs = accountDelayMs(onAccount._sum.count ?? 0, this.limits);
      const until = Math.min(pair.lastCountAt.getTime() + delayMs, pair.expiresAt.getTime());
      waits.push(until - now.getTime());
    }
    return Math.max(0, ...waits);
  }

  private async count(
    transaction: Prisma.TransactionClient,
    key: CounterKey,
    livePair: { count: number } | null,
    now: Date,
  ) {
    const fresh = { count: 1, lastCountAt: now, expiresAt: new Date(now.getTime() + this.limits.windowMs) };
    await transaction.attemptCounter.upsert({
      where: { action_account_address: key },
      create: { ...key, ...fresh },
      update: livePair ? { count: { increment: 1 }, lastCountAt: now } : fresh,
    });
  }

  /** Deletes expired counters, at most once a minute per process, so the table stays small. */
  private async sweep(now: Date) {
    if (now.getTime() < this.nextSweepAt) return;
    this.nextSweepAt = now.getTime() + SWEEP_INTERVAL_MS;
    await this.prisma.attemptCounter.deleteMany({ where: { expiresAt: { lte: now } } });
  }
}
