import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import {
  CANCEL_REQUEST,
  GSSENC_REQUEST,
  PROTOCOL_3,
  SSL_REQUEST,
  errorResponse,
  isNamedParse,
  query,
  readyForQuery,
  splitMessages,
  startupMessage,
  summarizeBackend,
  sync,
  type FrontendMessage,
} from "./wire.ts";

// PGlite is one backend session shared by every connection. The broker makes
// that safe: each connection's messages are buffered up to a sync point and run
// as one exclusive batch, and a connection that leaves the backend inside a
// transaction (or mid extended-protocol) keeps it until it is idle again.
const SYNC_POINTS = new Set(["S", "Q", "H", "c", "f", "F"]);

export interface BrokerOptions {
  port: number;
  host?: string;
  /** A connection idle inside a transaction longer than this is rolled back and closed. */
  idleInTransactionTimeoutMs?: number;
}

/** First come, first served ownership of the single backend. */
class BackendLock {
  private owner: Connection | null = null;
  private waiters: { conn: Connection; grant: () => void }[] = [];

  isHeldBy(conn: Connection) {
    return this.owner === conn;
  }

  acquire(conn: Connection): Promise<void> {
    if (this.owner === conn) return Promise.resolve();
    if (!this.owner) {
      this.owner = conn;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiters.push({ conn, grant }));
  }

  release(conn: Connection) {
    if (this.owner !== conn) return;
    const next = this.waiters.shift();
    this.owner = next?.conn ?? null;
    next?.grant();
  }
}

export class Broker {
  private server: net.Server;
  private lock = new BackendLock();
  private connections = new Set<Connection>();
  private startupReply: Promise<Buffer>;

  constructor(
    readonly db: PGlite,
    readonly options: BrokerOptions,
  ) {
    this.server = net.createServer((socket) => {
      const conn = new Connection(socket, this);
      this.connections.add(conn);
      socket.once("close", () => this.connections.delete(conn));
    });
    // Every client gets the reply PGlite gave to one startup, so no client can re-run it mid-session.
    this.startupReply = this.exclusive(() =>
      this.run(startupMessage({ user: "postgres", database: "postgres" })),
    );
  }

  get lockHolder() {
    return this.lock;
  }

  listen(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.options.port, this.options.host ?? "127.0.0.1", () => {
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  async close() {
    for (const conn of this.connections) conn.socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  startup() {
    return this.startupReply;
  }

  /** Runs raw protocol bytes on the backend, for an owner that already holds the lock. */
  async run(bytes: Uint8Array): Promise<Buffer> {
    // PGlite reuses its output buffer, so the answer is copied before anything else runs.
    return Buffer.from(await this.db.execProtocolRaw(bytes));
  }

  private async exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const self = {} as Connection;
    await this.lock.acquire(self);
    try {
      return await fn();
    } finally {
      this.lock.release(self);
    }
  }
}

class Connection {
  private inbound: Buffer = Buffer.alloc(0);
  private pending: FrontendMessage[] = [];
  private started = false;
  private work: Promise<void> = Promise.resolve();
  private errorPending = false;
  private mustFinishProtocol = false;
  private namedStatements = false;
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    readonly socket: net.Socket,
    private broker: Broker,
  ) {
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.receive(chunk));
    socket.on("error", () => socket.destroy());
    socket.once("close", () => this.onClose());
  }

  private get lock() {
    return this.broker.lockHolder;
  }

  private receive(chunk: Buffer) {
    this.inbound = this.inbound.length ? Buffer.concat([this.inbound, chunk]) : chunk;
    if (!this.started && !this.readStartup()) return;
    const { messages, rest } = splitMessages(this.inbound);
    this.inbound = rest;
    for (const msg of messages) {
      if (msg.type === "X") {
        this.socket.end();
        return;
      }
      if (isNamedParse(msg)) this.namedStatements = true;
      this.pending.push(msg);
      if (SYNC_POINTS.has(msg.type)) {
        const batch = Buffer.concat(this.pending.map((m) => m.bytes));
        this.pending = [];
        this.enqueue(() => this.runBatch(batch));
      }
    }
  }

  /** Handles the untyped messages that open a connection; true once the session has started. */
  private readStartup(): boolean {
    while (!this.started && this.inbound.length >= 8) {
      const length = this.inbound.readInt32BE(0);
      const code = this.inbound.readInt32BE(4);
      if (this.inbound.length < length) return false;
      this.inbound = this.inbound.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        this.socket.write("N");
      } else if (code === CANCEL_REQUEST) {
        this.socket.end();
        return false;
      } else if (code === PROTOCOL_3) {
        this.started = true;
        this.enqueue(async () => {
          this.socket.write(await this.broker.startup());
        });
      } else {
        this.socket.end(errorResponse("FATAL", "0A000", "unsupported frontend protocol"));
        return false;
      }
    }
    return this.started;
  }

  private enqueue(task: () => Promise<void>) {
    this.work = this.work.then(task).catch((error) => {
      console.error("[db broker] connection task failed:", error);
      this.socket.destroy();
    });
  }

  private async runBatch(batch: Buffer) {
    if (this.closed) return;
    this.clearIdleTimer();
    await this.lock.acquire(this);
    if (this.closed) return this.releaseAfterCleanup();
    let output: Buffer;
    try {
      output = await this.broker.run(batch);
    } catch (error) {
      // PGlite threw instead of answering: reset the backend so other connections go on.
      await this.resetBackend();
      this.socket.write(
        Buffer.concat([
          errorResponse("ERROR", "XX000", `embedded database error: ${String(error)}`),
          readyForQuery("I"),
        ]),
      );
      this.lock.release(this);
      return;
    }
    const summary = summarizeBackend(output, this.errorPending);
    this.errorPending = summary.errorPending;
    this.mustFinishProtocol = summary.readyStatus === null;
    if (!this.closed) this.socket.write(output);
    if (summary.readyStatus === "I") {
      this.lock.release(this);
    } else {
      this.armIdleTimer();
    }
  }

  private armIdleTimer() {
    const timeout = this.broker.options.idleInTransactionTimeoutMs ?? 60_000;
    this.idleTimer = setTimeout(() => {
      this.socket.end(
        errorResponse(
          "FATAL",
          "25P03",
          "terminating connection due to idle-in-transaction timeout",
        ),
      );
      this.socket.destroy();
    }, timeout);
    this.idleTimer.unref();
  }

  private clearIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Ends whatever this connection left open on the backend: a failed extended batch, a transaction. */
  private async resetBackend() {
    try {
      if (this.mustFinishProtocol && this.errorPending) await this.broker.run(sync());
      await this.broker.run(query(this.namedStatements ? "ROLLBACK; DEALLOCATE ALL" : "ROLLBACK"));
    } catch (error) {
      console.error("[db broker] could not reset the backend:", error);
    }
    this.mustFinishProtocol = false;
    this.errorPending = false;
  }

  private async releaseAfterCleanup() {
    await this.resetBackend();
    this.lock.release(this);
  }

  private onClose() {
    this.closed = true;
    this.clearIdleTimer();
    this.pending = [];
    if (this.lock.isHeldBy(this) || this.namedStatements) {
      this.enqueue(async () => {
        await this.lock.acquire(this);
        await this.releaseAfterCleanup();
      });
    }
  }
}
