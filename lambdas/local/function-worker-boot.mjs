// A function's worker thread starts here: the project runs as TypeScript through tsx, in every thread.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./function-worker.ts', import.meta.url).href);
