// Must come first: the modules below read the site config when they load.
import "./define-site-config";
import { exportAuditLogCommand, newEvidenceKeyCommand, revokeAllSessionsCommand } from "./incident-commands";

// One entry for the incident commands (docs/incident-response.md): the first argument names it.
const { stdout, stderr, env, argv } = process;
const [command, ...rest] = argv.slice(2);
const io = { stdout, stderr, env };
try {
  if (command === "sessions:revoke-all") process.exitCode = await revokeAllSessionsCommand(rest, io);
  else if (command === "audit:export") process.exitCode = await exportAuditLogCommand(rest, io);
  else if (command === "evidence:new-key") process.exitCode = newEvidenceKeyCommand(rest, io);
  else throw new Error(`Unknown command ${JSON.stringify(command)}`);
} catch (error) {
  stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
