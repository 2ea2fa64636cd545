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
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
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
        // The linter and what it links: Reports and its audit adapters.
        .target(name: "LayoutSpec", dependencies: ["DeviceCatalog", "LayoutEngine", "VisualFormat", .product(name: "Yams", package: "Yams")]),
        .target(name: "Audit", dependencies: ["DeviceCatalog", "LayoutEngine", "LayoutSpec", .product(name: "Yams", package: "Yams")]),
        .target(name: "Reports", dependencies: ["Audit"]),
        .target(
            name: "SourceLint",
            dependencies: [
                "Reports",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "lint-benchmark", dependencies: ["SourceLint"]),
        .executableTarget(name: "audit-benchmark", dependencies: ["Audit", "LayoutSpec", "LayoutEngine", "DeviceCatalog"]),
        .executableTarget(
            name: "solver-benchmark",
            dependencies: [
                "Cassowary",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)
