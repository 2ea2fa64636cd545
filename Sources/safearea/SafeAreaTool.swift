// The `safearea` executable: all behaviour lives in SafeAreaCLI so tests can run it in-process.
import SafeAreaCLI

/// The entry point. An async `main` so that ArgumentParser runs the async root command (the
/// audit lays screens out in a task group); top-level code would pick the synchronous `main()`.
@main
enum SafeAreaTool {
    static func main() async {
        await SafeAreaCommand.main()
    }
}
