import { VIBRATION_PATTERN } from '../../../contracts/constants';
import { readAlertPref } from './alert-prefs';

let audio: AudioContext | null = null;

/** Browsers only let audio start after a user gesture: create and unlock the context on the first one. */
function unlockAudio() {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, unlockAudio, { once: true, capture: true });
}

/** docs/product.md §9: a two-tone beep, 800 Hz then 600 Hz, about 0.2 s in all. */
export function playBeep() {
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  const gain = audio.createGain();
  gain.connect(audio.destination);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.18, start + 0.01);
  gain.gain.setValueAtTime(0.18, start + 0.19);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.2);
  for (const [freq, at] of [
    [800, 0],
    [600, 0.1],
  ] as const) {
    const osc = audio.createOscillator();
    osc.type = 'sine';
    osc.frequency.value = freq;
    osc.connect(gain);
    osc.start(start + at);
    osc.stop(start + at + 0.1);
  }
}

/** Sound and vibration for a new notification, each only when its switch is on. */
export function alertNewNotification() {
  if (readAlertPref('sound')) playBeep();
  try {
    if (readAlertPref('vibration')) navigator.vibrate?.(VIBRATION_PATTERN);
  } catch {
    // vibration is a nicety; some browsers refuse it outright
  }
}
