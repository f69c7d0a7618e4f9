// Entry of the garment fabric's worker thread: registers tsx's loader in this thread first (a
// thread's entry file is loaded before --import hooks apply to it), then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./fabric-thread.worker.ts');
