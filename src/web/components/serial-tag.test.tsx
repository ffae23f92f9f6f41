// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { SerialTag } from './serial-tag';

describe('SerialTag', () => {
  it('shows the serial number, with the classes and attributes it is given', () => {
    renderScreen(
      <>
        <SerialTag>SN-1</SerialTag>
        <SerialTag anywhere className="mine" data-late>
          SN-2
        </SerialTag>
      </>,
    );
    const plain = screen.getByText('SN-1');
    const marked = screen.getByText('SN-2');
    expect(plain.tagName).toBe('SPAN');
    expect(plain.classList).toHaveLength(1);
    expect(marked.classList).toHaveLength(3);
    expect(marked.classList.contains('mine')).toBe(true);
    expect(marked.hasAttribute('data-late')).toBe(true);
  });
});
