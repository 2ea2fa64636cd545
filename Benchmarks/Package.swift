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
        // Sources/Cassowary, DeviceCatalog, VisualFormat and LayoutEngine are links to the project's
        // modules, built here in release mode without depending on the root package (whose
        // identity is its folder's name).
        .target(name: "Cassowary"),
        .target(name: "DeviceCatalog", resources: [.copy("Resources/devices.json")]),
        .target(name: "VisualFormat"),
        .target(name: "LayoutEngine", dependencies: ["Cassowary", "DeviceCatalog", "VisualFormat"]),
        .executableTarget(name: "layout-benchmark", dependencies: ["LayoutEngine", "DeviceCatalog"]),
        .executableTarget(
            name: "solver-benchmark",
            dependencies: [
                "Cassowary",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)
