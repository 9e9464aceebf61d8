/**
 * Changes to user accounts, as every server process must hear of them: the writes this
 * process makes through Prisma (announced at once, see prisma.ts), and those any process or
 * tool makes, heard on PostgreSQL's channel hemis_user_changed (a trigger on "User" notifies
 * it; migration notify_user_changes). Subscribers keep copies of users (the session check)
 * and must forget them when told, and trust no copy while the feed is not live: a
 * notification sent while the listening connection was down is lost.
 */
import pg from 'pg';

export const USER_CHANGES_CHANNEL = 'hemis_user_changed';

export interface UserChangeSubscriber {
  /** A user changed or was removed; undefined: any user may have changed. */
  changed(userId: number | undefined): void;
  /** Whether changes made elsewhere are being heard right now. */
  live(isLive: boolean): void;
}

interface Logger {
  warn(details: object, message: string): void;
}

const RECONNECT_DELAYS_MS = [250, 1000, 5000, 15_000];

export class UserChangeFeed {
  private readonly subscribers = new Set<UserChangeSubscriber>();
  private client: pg.Client | undefined;
  private isLive = false;
  private closed = false;
  private failures = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
  ) {}

  subscribe(subscriber: UserChangeSubscriber): void {
    this.subscribers.add(subscriber);
    subscriber.live(this.isLive);
  }

  /** A change this process made: every copy here goes at once, other processes hear the trigger. */
  publish(userId: number | undefined): void {
    for (const subscriber of this.subscribers) subscriber.changed(userId);
  }

  /** Starts listening; resolves once live, or after the first failed attempt (retried in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.setLive(false);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    client.on('notification', (message) => {
      // An empty payload: any user may have changed (a role's policy, say).
      const userId = message.payload ? Number(message.payload) : Number.NaN;
      this.publish(Number.isInteger(userId) ? userId : undefined);
    });
    // 'error' comes first when the server goes away, 'end' always: handle the loss once.
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || this.closed) return;
      lost = true;
      this.setLive(false);
      if (error) this.log.warn({ err: error }, 'user change notifications lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${USER_CHANGES_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      client.end().catch(() => undefined);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.failures = 0;
    this.setLive(true);
  }

  private scheduleReconnect() {
    if (this.closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)]!;
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
    this.reconnectTimer.unref();
  }

  private setLive(isLive: boolean) {
    if (this.isLive === isLive) return;
    this.isLive = isLive;
    // Whatever changed while nobody listened is unknown: subscribers start afresh either way.
    for (const subscriber of this.subscribers) {
      subscriber.changed(undefined);
      subscriber.live(isLive);
    }
  }
}
