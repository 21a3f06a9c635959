// Must come first: the modules below read the site config when they load.
import "./define-site-config";
import { seedDevelopmentDatabase } from "./seed-command";

const { stdout, stderr, env } = process;
try {
  process.exitCode = await seedDevelopmentDatabase({ stdout, stderr, env });
} catch (error) {
  stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
