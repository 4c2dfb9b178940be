/**
 * Open sockets per client address on this instance, signed in or not yet (decision 0037). A
 * socket past the cap is refused rather than an older one closed: whoever shares the address
 * (an office, a phone network's NAT) keeps the connections they have, and one client behind it
 * cannot push the others off.
 */
export class AddressCap {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts a socket in, or answers false (and counts nothing) when the address is at the cap. */
  take(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.max) return false;
    this.open.set(address, n + 1);
    return true;
  }

  release(address: string) {
    const n = (this.open.get(address) ?? 0) - 1;
    if (n > 0) this.open.set(address, n);
    else this.open.delete(address);
  }
}
