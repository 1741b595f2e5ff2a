import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, toast, useToasts } from './use-toast';

describe('toast store', () => {
  it('keeps one toast at a time: a new toast replaces the current', () => {
    const { result } = renderHook(() => useToasts());

    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', variant: 'destructive' }));

    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('dismisses and updates through the handle', () => {
    const { result } = renderHook(() => useToasts());

    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Saving' });
    });
    act(() => handle.update({ title: 'Saved' }));
    expect(result.current[0]).toMatchObject({ id: handle.id, title: 'Saved', open: true });

    act(() => handle.dismiss());
    expect(result.current[0]).toMatchObject({ id: handle.id, open: false });

    act(() => dismissToast());
  });
});
