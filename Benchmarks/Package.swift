// swift-tools-version:6.0
//
// Benchmarks, in a package of their own so `swift test` never builds or runs them.
//   swift run -c release --package-path Benchmarks solver-benchmark --help

import PackageDescription

let package = Package(
    name: "SafeAreaKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Sources/Cassowary is a link to the project's module, built here in release mode
        // without depending on the root package (whose identity is its folder's name).
        .target(name: "Cassowary"),
        .executableTarget(
            name: "solver-benchmark",
            dependencies: [
                "Cassowary",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)
