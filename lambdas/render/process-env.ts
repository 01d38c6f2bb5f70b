/**
 * Environment a rendering process should start with. The canvas library's allocator (mimalloc)
 * hands freed memory back to the system after 10 ms and takes it again as transparent huge pages,
 * zeroing 2 MB a fault for every frame buffer; keeping it halves a render's page faults. Read when
 * the library loads, so it is set before: by the stack for the render step, by bin/runtime-env.ts
 * and bin/render.mjs locally.
 */
export const RENDER_PROCESS_ENV = { MIMALLOC_PURGE_DELAY: '-1' } as const;
