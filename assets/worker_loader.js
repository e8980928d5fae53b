// Starts the AI worker: its wasm-bindgen glue and its wasm (zlib-compressed, inflated here).
// Two builds: worker_simd (scripts/build-worker-simd) where the browser has wasm SIMD, else or
// where that wasm is missing, Trunk's portable one (docs/architecture.md). Trunk's own shim
// drops a failed load silently; here a failure is posted to the page as a plain string (its
// search messages are postcard bytes: src/protocol/wire.rs), and the page replaces the worker
// or tells the player.
const fail = (error) => postMessage(`the AI could not load: ${error}`);

/** A one-function module valid only where wasm has SIMD (sw.js tests the same bytes). */
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // types: () -> v128
  0x03, 0x02, 0x01, 0x00, // functions: one, of type 0
  0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, // code: one body, no locals, v128.const
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0b, // its 16 bytes, end
]);

/** Build `name`'s wasm: inflated, or as built where no compressed copy was made; null if absent. */
async function wasm(name) {
  const packed = await fetch(`./${name}_bg.wasm.zlib`);
  if (!packed.ok) {
    const plain = await fetch(`./${name}_bg.wasm`);
    return plain.ok ? plain : null;
  }
  const inflated = packed.body.pipeThrough(new DecompressionStream("deflate"));
  return new Response(inflated, { headers: { "Content-Type": "application/wasm" } });
}

/** Starts build `name`, or answers false where its wasm is absent. */
async function start(name) {
  // The glue only once the wasm is known to be there: both builds' glue declare the same
  // global, which a second script may not declare again. The wasm's body is still arriving
  // while the glue loads.
  const response = await wasm(name);
  if (!response) return false;
  importScripts(`./${name}.js`);
  await wasm_bindgen({ module_or_path: response });
  return true;
}

(async () => {
  if (WebAssembly.validate(SIMD_PROBE) && (await start("worker_simd"))) return;
  if (!(await start("worker"))) throw new Error("worker_bg.wasm is missing");
})().catch(fail);
