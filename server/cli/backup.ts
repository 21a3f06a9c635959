// Must come first: the modules below read the site config when they load.
import "./define-site-config";
import { applyErasuresCommand, backupCommand, restoreCommand } from "./backup-commands";

// One entry for npm run backup, restore and erasures:apply: the first argument names the command.
const { stdout, stderr, env, argv } = process;
const [command, ...rest] = argv.slice(2);
const io = { stdout, stderr, env };
try {
  if (command === "backup") process.exitCode = backupCommand(rest, io);
  else if (command === "restore") process.exitCode = await restoreCommand(rest, io);
  else if (command === "erasures:apply") process.exitCode = await applyErasuresCommand(rest, io);
  else throw new Error(`Unknown command ${JSON.stringify(command)}`);
} catch (error) {
  stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
