import { vi } from 'vitest';
import { forgetScanSoundContext } from '@/features/desk/lib/scan-sound';

/*
 * The browser's AudioContext, stood in for in a test (happy-dom has none): the desk's scan sounds
 * (features/desk/lib/scan-sound.ts) are noted instead of played. Undone by vi.unstubAllGlobals.
 */

/** A stand-in for the browser's AudioContext that notes each tone: its wave, pitch and start. */
export function fakeAudio() {
  const tones: { wave: string; hz: number; start: number }[] = [];
  const param = () => ({ setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  class FakeAudioContext {
    state = 'running';
    currentTime = 10;
    destination = {};
    createGain() {
      return { gain: param(), connect: (node: unknown) => node };
    }
    createOscillator() {
      const tone = { wave: '', hz: 0, start: 0 };
      tones.push(tone);
      return {
        set type(wave: string) {
          tone.wave = wave;
        },
        frequency: {
          setValueAtTime: (hz: number) => {
            tone.hz = hz;
          },
        },
        connect: (node: unknown) => node,
        start: (at: number) => {
          tone.start = at;
        },
        stop: vi.fn(),
      };
    }
  }
  forgetScanSoundContext();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}
