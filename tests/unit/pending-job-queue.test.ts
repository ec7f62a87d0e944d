/** The job queue handed out before pg-boss is up (a restart answers sooner): calls wait for the start. */
import { describe, expect, it } from 'vitest';
import { type JobQueue, pendingJobQueue } from '../../src/server/jobs/queue';

function fakeQueue(calls: string[]): JobQueue {
  return {
    work: async (name) => void calls.push(`work ${name}`),
    sendAt: async (name) => void calls.push(`sendAt ${name}`),
    sendMany: async (name) => void calls.push(`sendMany ${name}`),
    depths: async () => ({ mails: 3 }),
    stop: async () => void calls.push('stop'),
  };
}

describe('a pending job queue', () => {
  it('holds calls until the queue has started, then passes them on in order', async () => {
    const calls: string[] = [];
    const pending = pendingJobQueue();
    const sent = pending.queue.sendAt('publish', new Date(), 'k');
    const worked = pending.queue.work('mails', async () => {});
    expect(await pending.queue.depths()).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    pending.begin(Promise.resolve(fakeQueue(calls)));
    await Promise.all([sent, worked]);
    expect(calls).toEqual(['sendAt publish', 'work mails']);
    expect(await pending.queue.depths()).toEqual({ mails: 3 });
    await pending.queue.stop();
    expect(calls.at(-1)).toBe('stop');
  });

  it('stops at once when it was never started, and fails waiting calls when the start fails', async () => {
    await expect(pendingJobQueue().queue.stop()).resolves.toBeUndefined();
    const pending = pendingJobQueue();
    const sent = pending.queue.sendMany('mails', []);
    pending.begin(Promise.reject(new Error('database unreachable')));
    await expect(sent).rejects.toThrow('database unreachable');
    await expect(pending.queue.stop()).resolves.toBeUndefined();
  });
});
