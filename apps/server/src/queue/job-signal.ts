import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../lib/logger';

/** The PostgreSQL channel a commit that enqueued jobs is announced on; the payload is the kind. */
export const JOBS_CHANNEL = 'drape_jobs';

/**
 * Wakes workers when jobs are enqueued. In-process listeners are called at once; with
 * PostgreSQL the kind is also sent with NOTIFY, and the first subscriber opens one connection
 * that LISTENs, so worker processes pick a job up as soon as it is committed anywhere. Polling
 * stays the fallback (a lost connection is re-opened; missed notifications wait for the poll).
 */
export interface JobSignal {
  notify(kind: string): void;
  subscribe(kind: string, listener: () => void): () => void;
  close(): Promise<void>;
}

export interface SignalOptions {
  /** postgres:// URL; without it the signal stays inside the process (PGlite). */
  url?: string;
  /** Runs one statement on the shared pool (the NOTIFY). */
  query?: (text: string, params: unknown[]) => Promise<unknown>;
  log?: Logger;
  /** Delay before re-opening a lost LISTEN connection. */
  reconnectMs?: number;
}

export function createJobSignal(opts: SignalOptions = {}): JobSignal {
  const bell = new EventEmitter();
  bell.setMaxListeners(0);
  const remote = opts.url ? createListener(opts.url, bell, opts) : null;
  return {
    notify(kind) {
      bell.emit(kind);
      remote?.publish(kind);
    },
    subscribe(kind, listener) {
      bell.on(kind, listener);
      remote?.open();
      return () => bell.off(kind, listener);
    },
    close: async () => remote?.close(),
  };
}

function createListener(url: string, bell: EventEmitter, opts: SignalOptions) {
  let client: pg.Client | null = null;
  let connecting = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const conn = new pg.Client({ connectionString: url });
    conn.on('notification', (msg) => {
      if (msg.channel === JOBS_CHANNEL && msg.payload) bell.emit(msg.payload);
    });
    conn.on('error', (err) => {
      opts.log?.warn({ err }, 'job signal: LISTEN connection lost; polling until it is back');
      void conn.end().catch(() => undefined);
      if (client === conn) client = null;
      scheduleReconnect();
    });
    await conn.connect();
    await conn.query(`LISTEN ${JOBS_CHANNEL}`);
    return conn;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      open();
    }, opts.reconnectMs ?? 1000);
    retry.unref();
  };

  const open = () => {
    if (closed || client || connecting) return;
    connecting = true;
    connect().then(
      (conn) => {
        connecting = false;
        if (closed) return void conn.end().catch(() => undefined);
        client = conn;
        // Jobs enqueued while the connection was being opened: wake the subscribers once.
        for (const kind of bell.eventNames()) bell.emit(kind);
      },
      (err: unknown) => {
        connecting = false;
        opts.log?.warn({ err }, 'job signal: could not LISTEN; polling until it can');
        scheduleReconnect();
      },
    );
  };

  const publish = (kind: string) => {
    if (closed || !opts.query) return;
    opts.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, kind]).catch((err: unknown) => {
      opts.log?.warn({ err }, 'job signal: NOTIFY failed; workers will find the job by polling');
    });
  };

  return {
    open,
    publish,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const conn = client;
      client = null;
      await conn?.end().catch(() => undefined);
    },
  };
}
