import { createInterface } from "node:readline";

// The password comes from standard input, never from a flag: flags end up in shell history and
// in the process list. A person at a terminal types it unseen; a script pipes it in.

const ENTER = new Set(["\r", "\n", "\u0004"]);
const CTRL_C = "\u0003";
const BACKSPACE = new Set(["\u007f", "\b"]);

export class PasswordEntryCancelled extends Error {}

/** The first line of piped input, without its line ending; "" when there is none. */
async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return "";
  } finally {
    lines.close();
  }
}

/** Reads a line from a terminal without echoing it. */
async function promptHidden(prompt: string, input: NodeJS.ReadStream, output: NodeJS.WritableStream): Promise<string> {
  output.write(prompt);
  input.setRawMode(true);
  input.setEncoding("utf8");
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = () => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      output.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (ENTER.has(char)) {
          finish();
          resolve(typed);
          return;
        }
        if (char === CTRL_C) {
          finish();
          reject(new PasswordEntryCancelled("Cancelled."));
          return;
        }
        typed = BACKSPACE.has(char) ? Array.from(typed).slice(0, -1).join("") : typed + char;
      }
    };
    input.on("data", onData);
  });
}

export type PasswordSource =
  { kind: "terminal"; password: string; repeated: string } | { kind: "pipe"; password: string };

export async function readPassword(input: NodeJS.ReadStream, prompts: NodeJS.WritableStream): Promise<PasswordSource> {
  if (!input.isTTY) return { kind: "pipe", password: await readFirstLine(input) };
  const password = await promptHidden("Password: ", input, prompts);
  const repeated = await promptHidden("Repeat the password: ", input, prompts);
  return { kind: "terminal", password, repeated };
}
