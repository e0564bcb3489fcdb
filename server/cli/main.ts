/**
 * The operator's CLI (DESIGN.md, contract 3): `npm run --silent signet -- <command>`.
 * `--help` is a success and, like every success, answers JSON on stdout: {usage: [lines]}.
 * No command at all is a mistake: the usage goes to stderr and the exit code is 1.
 */
import "./console-to-stderr";
import { UsageError, type Command } from "./command";
import { commands } from "./commands";
import { withDatabase } from "./database";
import { EXIT_USAGE, printError, printResult } from "./output";

const usage = commands.map((command) => `signet ${command.usage}`);

function findCommand(argv: string[]): Command {
  const command = commands.find((candidate) =>
    candidate.name.split(" ").every((word, index) => argv[index] === word),
  );
  if (command) return command;
  const words = argv.slice(0, 2).filter((arg) => !arg.startsWith("-"));
  throw new UsageError(words.length > 0 ? `unknown command "${words.join(" ")}"` : "no command given");
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0) {
    process.stderr.write(`usage:\n${usage.map((line) => `  ${line}\n`).join("")}`);
    return EXIT_USAGE;
  }
  if (argv.includes("--help") || argv.includes("-h")) {
    printResult({ usage });
    return 0;
  }
  const command = findCommand(argv);
  const args = argv.slice(command.name.split(" ").length);
  printResult(command.standalone ? await command.prepare(args)() : await withDatabase(command.migrateFirst, command.prepare(args)));
  return 0;
}

main(process.argv.slice(2)).then(
  (exitCode) => (process.exitCode = exitCode),
  (error: unknown) => (process.exitCode = printError(error)),
);
