import { render, screen } from '@testing-library/react';
import { CircleDollarSign } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatCard, statValueSize } from './stat-card';

describe('StatCard', () => {
  it('shows a long revenue whole, in smaller type, wrapping rather than cut off', () => {
    render(<StatCard label="Total Revenue" value="$10,500.25" icon={CircleDollarSign} />);
    const value = screen.getByText('$10,500.25');
    expect(value.tagName).toBe('DD');
    expect(value.className).not.toMatch(/\btruncate\b|text-ellipsis|overflow-hidden|whitespace-nowrap/);
    expect(value.className).toContain('[overflow-wrap:anywhere]');
    expect(value.className).toContain('text-lg');
  });

  it('keeps short figures large', () => {
    expect(statValueSize('12')).toBe('text-2xl');
    expect(statValueSize('$1,050')).toBe('text-2xl');
    expect(statValueSize('$10,500')).toBe('text-xl');
    expect(statValueSize('$1,234,567.89')).toBe('text-lg');
  });
});
