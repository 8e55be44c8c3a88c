// The corrector thread's entry: Node 20 cannot load a .ts file in a worker by itself, and tsx's
// loader given in execArgv does not apply there; its require hook, registered here, does.
require('tsx/cjs/api').register();
require('./corrector.worker.ts');
