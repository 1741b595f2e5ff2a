import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MentorPhoto } from './mentor-photo';

describe('MentorPhoto', () => {
  it('shows the initials on grey when there is no photo', () => {
    render(<MentorPhoto name="Maya Reynolds" initials="MR" />);
    const fallback = screen.getByRole('img', { name: 'Maya Reynolds' });
    expect(fallback.tagName).toBe('DIV');
    expect(fallback.textContent).toBe('MR');
    expect(fallback.className).toContain('bg-gray-200');
  });

  it('shows the photo, sized and lazy, while it loads', () => {
    render(<MentorPhoto name="Maya Reynolds" initials="MR" photoUrl="/images/maya.jpg" size={88} />);
    const img = screen.getByRole('img', { name: 'Maya Reynolds' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/images/maya.jpg');
    expect(img.getAttribute('width')).toBe('88');
    expect(img.getAttribute('height')).toBe('88');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('replaces a photo that fails to load with the initials, and tries a new URL again', () => {
    const { container, rerender } = render(<MentorPhoto name="Jordan Ellis" initials="JE" photoUrl="/images/missing.jpg" />);
    fireEvent.error(container.querySelector('img')!);

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Jordan Ellis' }).textContent).toBe('JE');

    rerender(<MentorPhoto name="Jordan Ellis" initials="JE" photoUrl="/images/jordan.jpg" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/jordan.jpg');
  });
});
