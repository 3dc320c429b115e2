import { createInterface } from 'node:readline';
import { Writable, type Readable } from 'node:stream';

/**
 * Reads a password: without echo on a terminal (what is typed is not shown), or one line from a pipe
 * (`echo ... | npm run create-admin`). Asked twice on a terminal, so a typo is not locked in.
 */
export async function readPassword(options: {
  input: Readable & { isTTY?: boolean };
  output: Writable;
  prompt: string;
  confirm?: string;
}): Promise<string> {
  const { input, output } = options;
  const terminal = Boolean(input.isTTY);
  let muted = false;
  // What readline echoes passes through here, and is dropped while a password is typed.
  const shown = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input, output: shown, terminal });
  const iterator = lines[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    output.write(question);
    muted = terminal;
    const next = await iterator.next();
    muted = false;
    output.write('\n');
    if (next.done) throw new Error('No password was given (the input ended)');
    return next.value as string;
  };
  try {
    const first = await ask(options.prompt);
    if (terminal && options.confirm) {
      const again = await ask(options.confirm);
      if (again !== first) throw new Error('The two passwords differ; run it again.');
    }
    return first;
  } finally {
    lines.close();
  }
}
