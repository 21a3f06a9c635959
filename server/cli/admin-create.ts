// Must come first: the modules below read the site config when they load.
import "./define-site-config";
import { createAdminFromCommandLine } from "./admin-create-command";

const { stdin, stdout, stderr, env, argv } = process;
try {
  process.exitCode = await createAdminFromCommandLine(argv.slice(2), { stdin, stdout, stderr, env });
} catch (error) {
  stderr.write(`The account was not created: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
