import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '@/lib/constants';
import { dismiss, getToasts, resetToasts, subscribe, toast } from '@/lib/toast';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => vi.useRealTimers());

describe('notices (toasts)', () => {
  it('shows one at a time: a new notice replaces the last', () => {
    toast({ title: 'First' });
    toast({ title: 'Invalid Password', description: 'Please enter the correct password', variant: 'destructive' });
    expect(getToasts()).toHaveLength(TOAST.limit);
    expect(getToasts()[0]).toMatchObject({ title: 'Invalid Password', variant: 'destructive', open: true });
  });

  it('lasts 5000 ms unless given another duration', () => {
    toast({ title: 'A' });
    expect(getToasts()[0]?.durationMs).toBe(5000);
    toast({ title: 'B', durationMs: 1000 });
    expect(getToasts()[0]?.durationMs).toBe(1000);
  });

  it('closes on dismiss and leaves the list after the removal delay', () => {
    const id = toast({ title: 'A' });
    dismiss(id);
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    const id = toast({ title: 'A' });
    dismiss(id);
    dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: 'B' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
