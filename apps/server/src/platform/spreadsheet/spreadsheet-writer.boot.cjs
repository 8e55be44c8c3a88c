// The writer thread's entry. Node 20 cannot load the writer (a .ts file) by itself, and tsx's
// loader given in a worker's execArgv does not apply to that worker: its require hook, registered
// here in the thread, does, without the hooks thread of its ESM loader.
require('tsx/cjs/api').register();
require('./spreadsheet-writer.worker.ts');
