// Starts the AI worker: wasm-bindgen's glue (worker.js), then its wasm, both built by Trunk
// beside this file. Trunk's own loader shim does the same but drops a failed load silently (a
// rejected promise in a worker never reaches the page), so the page would wait for an AI that
// never comes. Here the failure is thrown again outside the promise, which the page receives as
// the worker's error event: it then replaces the worker or tells the player.
importScripts("./worker.js");
wasm_bindgen("./worker_bg.wasm").catch((error) => {
  setTimeout(() => {
    throw new Error(`the AI could not load: ${error}`);
  });
});
