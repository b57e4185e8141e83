/**
 * `cabline completion bash|zsh`: a shell completion script made from the command tree itself, so
 * every command, subcommand and option added later completes without editing this file. Option
 * values complete where they are a fixed list (filters, legs, payment methods, the seeded
 * tenants) and paths where they are files.
 */
import { Command, InvalidArgumentError, type Option } from "commander";
import { examples } from "../options.ts";
import type { Runtime } from "../runtime.ts";

export interface Node {
  /** "" for the root, else "trips list". */
  readonly path: string;
  readonly subcommands: ReadonlyArray<{ readonly name: string; readonly description: string }>;
  readonly options: ReadonlyArray<{ readonly flag: string; readonly description: string }>;
  /** Its first argument is a file (bulk). */
  readonly fileArgument: boolean;
}

const optionFlags = (option: Option): ReadonlyArray<string> =>
  [option.long, option.short].filter((flag): flag is string => flag !== undefined && flag !== null);

/** Every command of the tree with its subcommands and options (global ones at the root only). */
export const commandTree = (root: Command): ReadonlyArray<Node> => {
  const nodes: Array<Node> = [];
  const visit = (command: Command, path: string) => {
    nodes.push({
      path,
      subcommands: command.commands.map((child) => ({ name: child.name(), description: child.description() })),
      options: [...command.options]
        .filter((option) => !option.hidden)
        .flatMap((option) => optionFlags(option).map((flag) => ({ flag, description: option.description }))),
      fileArgument: command.registeredArguments[0]?.name().includes(".csv") === true,
    });
    for (const child of command.commands) visit(child, path === "" ? child.name() : `${path} ${child.name()}`);
  };
  visit(root, "");
  return nodes;
};

/** Values of the options whose values are a fixed list. */
export const optionValues: Readonly<Record<string, string>> = {
  "--filter": "all upcoming active history",
  "--legs": "both outbound return",
  "--payment": "cash card account",
  "--direction": "outbound return",
  "--tenant": "BOOK GDT PDC",
};

const fileOptions = ["--file", "-f", "--report"];

const single = (text: string): string => `'${text.replaceAll("'", "'\\''")}'`;

export const bashScript = (root: Command): string => {
  const nodes = commandTree(root);
  const paths = nodes.filter((node) => node.path !== "").map((node) => `"${node.path}"`);
  const words = nodes.map(
    (node) =>
      `    "${node.path}") words=${single([...node.subcommands.map((sub) => sub.name), ...node.options.map((option) => option.flag)].join(" "))} ;;`,
  );
  const values = Object.entries(optionValues).map(
    ([flag, list]) => `    ${flag}) COMPREPLY=( $(compgen -W "${list}" -- "$cur") ); return ;;`,
  );
  const files = nodes.filter((node) => node.fileArgument).map((node) => `"${node.path}"`);
  return `# bash completion for cabline. Load it with:
#   eval "$(cabline completion bash)"                       (this shell)
#   cabline completion bash > ~/.local/share/bash-completion/completions/cabline
_cabline_is_command() {
  case "$1" in
    ${paths.join("|")}) return 0 ;;
  esac
  return 1
}
_cabline() {
  local cur prev path w i words
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev="\${COMP_WORDS[COMP_CWORD-1]}"
  path=""
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    [[ "$w" == -* ]] && continue
    if _cabline_is_command "\${path:+$path }$w"; then path="\${path:+$path }$w"; fi
  done
  case "$prev" in
    ${fileOptions.join("|")}) COMPREPLY=( $(compgen -f -- "$cur") ); return ;;
${values.join("\n")}
  esac
  if [[ "$cur" != -* ]]; then
    case "$path" in
      ${files.length === 0 ? '"-"' : files.join("|")}) COMPREPLY=( $(compgen -f -- "$cur") ); return ;;
    esac
  fi
  case "$path" in
${words.join("\n")}
  esac
  COMPREPLY=( $(compgen -W "$words" -- "$cur") )
}
complete -o default -F _cabline cabline
`;
};

export const zshScript = (root: Command): string => {
  const nodes = commandTree(root);
  const key = (path: string) => (path === "" ? "cabline" : `cabline ${path}`);
  const paths = nodes.filter((node) => node.path !== "").map((node) => `"${key(node.path)}"`);
  const entry = (name: string, description: string) => single(`${name.replaceAll(":", "\\:")}:${description}`);
  const cases = nodes.map(
    (node) =>
      `    "${key(node.path)}") entries=(${[
        ...node.subcommands.map((sub) => entry(sub.name, sub.description)),
        ...node.options.map((option) => entry(option.flag, option.description)),
      ].join(" ")}) ;;`,
  );
  const values = Object.entries(optionValues).map(([flag, list]) => `    ${flag}) compadd -- ${list}; return ;;`);
  const files = nodes.filter((node) => node.fileArgument).map((node) => `"${key(node.path)}"`);
  return `#compdef cabline
# zsh completion for cabline. Load it with:
#   source <(cabline completion zsh)                        (this shell)
#   cabline completion zsh > "\${fpath[1]}/_cabline"          (then restart zsh)
_cabline() {
  local p="cabline" w i prev candidate
  local -a entries
  for ((i = 2; i < CURRENT; i++)); do
    w="\${words[i]}"
    [[ "$w" == -* ]] && continue
    candidate="$p $w"
    case "$candidate" in
      ${paths.join("|")}) p="$candidate" ;;
    esac
  done
  prev="\${words[CURRENT-1]}"
  case "$prev" in
    ${fileOptions.join("|")}) _files; return ;;
${values.join("\n")}
  esac
  if [[ "\${words[CURRENT]}" != -* ]]; then
    case "$p" in
      ${files.length === 0 ? '"-"' : files.join("|")}) _files; return ;;
    esac
  fi
  case "$p" in
${cases.join("\n")}
  esac
  _describe -t commands cabline entries
}
if [[ "\${zsh_eval_context[-1]}" == loadautoload ]]; then
  _cabline "$@"
else
  compdef _cabline cabline
fi
`;
};

const shells = ["bash", "zsh"] as const;
export type Shell = (typeof shells)[number];

/** Writes the script; it needs no API, tenant or session, so it loads nothing else (shells run it at start-up). */
export const runCompletion = (runtime: Runtime, shell: Shell, root: Command): string => {
  const script = shell === "bash" ? bashScript(root) : zshScript(root);
  runtime.io.stdout.write(script);
  return script;
};

export const completionCommand = (runtime: Runtime): Command => {
  const command: Command = new Command("completion")
    .description("print the shell completion script for bash or zsh")
    .argument("<shell>", "bash or zsh", (value: string): Shell => {
      const shell = shells.find((candidate) => candidate === value.trim().toLowerCase());
      if (shell === undefined) throw new InvalidArgumentError("Expected bash or zsh.");
      return shell;
    })
    .addHelpText(
      "after",
      examples(
        "cabline completion bash > ~/.local/share/bash-completion/completions/cabline",
        'eval "$(cabline completion bash)"',
        "source <(cabline completion zsh)",
      ),
    )
    .action((shell: Shell) => {
      let root: Command = command;
      while (root.parent !== null) root = root.parent;
      runCompletion(runtime, shell, root);
    });
  return command;
};
