/*
 * The sound of a scan at the desk: a short high beep when the unit is taken, a lower double buzz
 * when it is refused, so the counter hears the answer without looking up from the units. Made
 * with the Web Audio API (no sound files to load). Sound is a courtesy: where there is no
 * AudioContext (an old browser, a test's DOM) or the browser will not play, nothing happens.
 */

/** A tone `at` seconds after the scan. Quiet enough beside a till: a square wave sounds louder than a sine. */
type Tone = { at: number; hz: number; seconds: number; wave: OscillatorType; volume: number };

const tones: Record<'accepted' | 'refused', Tone[]> = {
  accepted: [{ at: 0, hz: 1_760, seconds: 0.08, wave: 'sine', volume: 0.25 }],
  refused: [
    { at: 0, hz: 196, seconds: 0.12, wave: 'square', volume: 0.08 },
    { at: 0.17, hz: 196, seconds: 0.12, wave: 'square', volume: 0.08 },
  ],
};

let shared: AudioContext | undefined;

/** One context for the page, made on the first scan (browsers allow a few per page, and start them after a gesture). */
function context(): AudioContext | null {
  if (shared) return shared;
  const Context =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  try {
    shared = new Context();
    return shared;
  } catch {
    return null;
  }
}

/** Plays the scan's sound; never throws. */
export function playScanSound(kind: 'accepted' | 'refused'): void {
  try {
    const audio = context();
    if (!audio) return;
    // Suspended until the page had a gesture; the scan's key press or click is one.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    for (const tone of tones[kind]) {
      const start = audio.currentTime + tone.at;
      const end = start + tone.seconds;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.setValueAtTime(tone.hz, start);
      // Faded in and out: a tone cut off sharply clicks.
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(tone.volume, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(end + 0.02);
    }
  } catch {
    // No sound this time: the field says the answer all the same.
  }
}

/** For tests: forget the page's context, so the next sound makes a new one. */
export function forgetScanSoundContext() {
  shared = undefined;
}
