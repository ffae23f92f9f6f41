import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAudio } from '@/test/fake-audio';
import { forgetScanSoundContext, playScanSound } from './scan-sound';

/* The scan's sound at the desk (issue 48): a beep when taken, a double buzz when refused, never an error. */

afterEach(() => {
  vi.unstubAllGlobals();
  forgetScanSoundContext();
});

describe('the scan sound', () => {
  it('beeps once, high, for a unit taken, and buzzes twice, lower, for one refused', () => {
    const tones = fakeAudio();
    playScanSound('accepted');
    expect(tones).toEqual([{ wave: 'sine', hz: 1_760, start: 10 }]);
    tones.length = 0;
    playScanSound('refused');
    expect(tones).toHaveLength(2);
    expect(tones.every((tone) => tone.wave === 'square' && tone.hz < 1_760)).toBe(true);
    expect(tones[1]!.start).toBeGreaterThan(tones[0]!.start);
  });

  it('is silent, and throws nothing, where there is no AudioContext or it fails', () => {
    forgetScanSoundContext();
    vi.stubGlobal('AudioContext', undefined);
    expect(() => playScanSound('accepted')).not.toThrow();
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('no audio device');
        }
      },
    );
    expect(() => playScanSound('refused')).not.toThrow();
  });
});
