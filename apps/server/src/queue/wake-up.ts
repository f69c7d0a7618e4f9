/**
 * A latch the job runner sleeps on. `ring()` wakes a sleeping runner at once and, when the
 * runner is busy (claiming, recovering), is remembered so that its next `sleep()` returns
 * immediately: a wake-up is never lost, whenever it arrives. `clear()` is called at the start
 * of each pass, because that pass looks for work anyway.
 */
export interface WakeUp {
  ring(): void;
  clear(): void;
  /** Resolves on a ring (or one that came since the last clear) or after `ms`. */
  sleep(ms: number): Promise<void>;
}

export function createWakeUp(): WakeUp {
  let rung = false;
  let wake: (() => void) | null = null;
  return {
    ring() {
      rung = true;
      wake?.();
    },
    clear() {
      rung = false;
    },
    sleep(ms) {
      if (rung) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wake = null;
          resolve();
        };
        const timer = setTimeout(done, ms);
        wake = done;
      });
    },
  };
}
