// Starts the AI worker: wasm-bindgen's glue (worker.js), then its wasm, both built by Trunk
// beside this file. Trunk's own loader shim drops a failed load silently (a rejected promise in
// a worker never reaches the page), so the page would wait for an AI that never comes. Here
// either failure, the glue's fetch or the wasm's fetch and start, is posted to the page as a
// plain string (its search messages are postcard bytes: see src/protocol/wire.rs), and the
// page replaces the worker or tells the player.
const fail = (error) => postMessage(`the AI could not load: ${error}`);
try {
  importScripts("./worker.js");
  wasm_bindgen("./worker_bg.wasm").catch(fail);
} catch (error) {
  fail(error);
}
