import ArgumentParser

/// The `safearea` command: the root of the command line described in docs/CLI.md.
///
/// Each subcommand lives in its own file and only wires arguments to the library modules;
/// no layout, catalog or solver logic lives here. It is async because `audit` runs its
/// layouts in a task group; the other subcommands are synchronous.
@available(macOS 10.15, *)
public struct SafeAreaCommand: AsyncParsableCommand {
    /// The command's name, abstract and subcommands, as `--help` shows them.
    public static let configuration = CommandConfiguration(
        commandName: "safearea",
        abstract: "Lay out and audit iOS screens on every iPhone and iPad, headless.",
        subcommands: SafeAreaCommand.subcommandTypes
    )

    /// Every subcommand, in the order `--help` lists them.
    static let subcommandTypes: [any ParsableCommand.Type] = [
        DevicesCommand.self, DeviceCommand.self,
        LayoutCommand.self,
        AuditCommand.self,
        LintCommand.self,
        SolveCommand.self,
    ]

    public init() {}
}
