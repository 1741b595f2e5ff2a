/**
 * Which items a transaction in flight holds (docs/decisions/no-hot-items-in-transactions.md). DynamoDB cancels a
 * transaction that touches an item another transaction is still working on, with the reason
 * `TransactionConflict` on that item. The proxy claims a write transaction's items from the moment
 * it arrives until it is done, so an overlapping one is refused the same way.
 */
export class ItemClaims {
  private readonly holders = new Map<string, symbol>();

  /** Which of these items another transaction holds now (by index), without claiming anything. */
  private conflictsOf(identities: readonly string[]): boolean[] {
    return identities.map((identity) => this.holders.has(identity));
  }

  /**
   * Claims every item for a new transaction, or none when any is held: then answers which were
   * held (by index), so the caller can cancel with `TransactionConflict` on exactly those.
   */
  claim(identities: readonly string[]): { release: () => void } | { conflicts: boolean[] } {
    const conflicts = this.conflictsOf(identities);
    if (conflicts.some(Boolean)) return { conflicts };
    const holder = Symbol('transaction');
    for (const identity of identities) this.holders.set(identity, holder);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        for (const identity of identities) if (this.holders.get(identity) === holder) this.holders.delete(identity);
      },
    };
  }
}
