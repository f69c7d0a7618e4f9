import { describe, expect, it } from 'vitest';
import { createLiveUpdates, type LiveTopic } from './live-updates';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('live updates: one shared poller', () => {
  it('polls every followed id of a topic in one call, however many streams follow them', async () => {
    const live = createLiveUpdates({ pollMs: 10 });
    const calls: string[][] = [];
    const topic: LiveTopic<string> = {
      poll: async (ids) => {
        calls.push(ids);
        return new Map(ids.map((id) => [id, `${id}@${calls.length}`]));
      },
    };
    const seen = new Map<number, string[]>();
    const stops = Array.from({ length: 300 }, (_, i) =>
      live.follow(topic, `g${i % 30}`, (u) => seen.set(i, [...(seen.get(i) ?? []), String(u)])),
    );
    await waitFor(() => calls.length >= 2);
    expect(calls[0]).toHaveLength(30); // 300 followers, 30 resources, one call
    expect(seen.get(299)?.[0]).toMatch(/^g29@/);
    live.publish('g1', 'from this process');
    expect(seen.get(1)?.at(-1)).toBe('from this process');
    stops.forEach((stop) => stop());
    const after = calls.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.length).toBe(after); // nothing followed: the timer is gone
    live.close();
  });

  it('tells followers when a resource is gone (null) and survives a failing poll', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const live = createLiveUpdates({ pollMs: 10, log: { error: (e: unknown) => errors.push(e) } });
    const topic: LiveTopic<string> = {
      poll: async (ids) => {
        if (fail) {
          fail = false;
          throw new Error('db down');
        }
        return new Map(ids.map((id) => [id, null]));
      },
    };
    const got: (string | null)[] = [];
    const stop = live.follow(topic, 'x', (u) => got.push(u));
    await waitFor(() => got.length > 0);
    expect(got[0]).toBeNull();
    expect(errors).toHaveLength(1);
    stop();
    live.close();
  });
});
