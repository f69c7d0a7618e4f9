// Entry of the photoshoot worker thread in development and tests: registers tsx's loader in this
// thread first (a thread's entry is loaded before --import hooks apply to it).
import { register } from 'tsx/esm/api';

register();
await import('./shoot-thread.worker.ts');
