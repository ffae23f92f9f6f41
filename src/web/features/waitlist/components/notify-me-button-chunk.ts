/** "Tell me when it's free", fetched when it has something to show (notify-me.tsx). */
export { default } from './notify-me-button';
