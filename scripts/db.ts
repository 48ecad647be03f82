/** `npm run db:backup`, `db:restore`, `db:to-postgres`: see server/src/ops/cli.ts and the README. */
import { runOpsCommand } from '../server/src/ops/cli';

process.exitCode = await runOpsCommand(process.argv.slice(2), process.env);
