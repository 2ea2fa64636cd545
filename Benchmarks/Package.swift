// swift-tools-version:6.0
//
// Benchmarks, in a package of their own so `swift test` never builds or runs them.
//   swift run -c release --package-path Benchmarks solver-benchmark --help

import PackageDescription

let package = Package(
    name: "SafeAreaKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "solver-benchmark",
            dependencies: [
                .product(name: "Cassowary", package: "SafeAreaKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)
