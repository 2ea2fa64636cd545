// The `safearea` executable: all behaviour lives in SafeAreaCLI so tests can run it in-process.
import SafeAreaCLI

SafeAreaCommand.main()
