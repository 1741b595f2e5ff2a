/**
 * A FIFO read/write lock. Shared holders run together; an exclusive holder runs alone.
 * Waiters are served in arrival order, so a queued transaction is not starved by a stream of
 * reads, and reads that arrive after it wait until it is done.
 */
export class RwLock {
  private readers = 0;
  private writer = false;
  private readonly queue: { exclusive: boolean; grant: () => void }[] = [];

  /** Resolves with a release function once the lock is held (calling it twice is harmless). */
  acquire(exclusive: boolean): Promise<() => void> {
    return new Promise((resolve) => {
      this.queue.push({ exclusive, grant: () => resolve(this.releaser(exclusive)) });
      this.pump();
    });
  }

  /** Runs fn while holding the lock. */
  async run<T>(exclusive: boolean, fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire(exclusive);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  private releaser(exclusive: boolean): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (exclusive) this.writer = false;
      else this.readers -= 1;
      this.pump();
    };
  }

  private pump(): void {
    while (!this.writer) {
      const next = this.queue[0];
      if (!next || (next.exclusive && this.readers > 0)) return;
      this.queue.shift();
      if (next.exclusive) this.writer = true;
      else this.readers += 1;
      next.grant();
    }
  }
}
