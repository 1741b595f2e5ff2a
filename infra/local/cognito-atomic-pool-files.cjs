// Makes cognito-local's pool files crash-safe. Its store (stormdb's local engine) rewrites
// `<pool>.json` in place with fs.writeFile, several writes may overlap, and an empty file reads as
// an empty pool: a kill -9 during a write lost every account. Here each write goes to a temporary
// file that is renamed over the pool file (atomic on one file system), one write at a time per
// file, so the file is always a whole earlier or later version.
const fs = require('node:fs');
const path = require('node:path');
const LocalEngine = require(require.resolve('stormdb/src/engine/local.js', { paths: [path.dirname(require.resolve('cognito-local/package.json'))] }));

/** The write in progress per file: the next one waits for it. */
const queues = new Map();

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

LocalEngine.prototype.write = function (data) {
  const text = this.serialize(data);
  if (!this.async) {
    writeAtomically(this.path, text);
    return null;
  }
  const previous = queues.get(this.path) ?? Promise.resolve();
  const next = previous.then(() => writeAtomically(this.path, text));
  queues.set(
    this.path,
    next.catch(() => undefined),
  );
  return next;
};

module.exports = { writeAtomically };
