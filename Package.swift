// swift-tools-version:6.0
//
// SafeAreaKit: UIKit's safe-area and Auto Layout model, headless, on Linux and macOS.
// Module map and data flow: see docs/ARCHITECTURE.md (a copy of the shared architecture page).

import PackageDescription

let package = Package(
    name: "SafeAreaKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "DeviceCatalog", targets: ["DeviceCatalog"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
        .library(name: "Audit", targets: ["Audit"]),
        .library(name: "Reports", targets: ["Reports"]),
        .library(name: "SourceLint", targets: ["SourceLint"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .executable(name: "safearea", targets: ["safearea"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // The incremental simplex solver. Knows nothing of views or devices.
        .target(name: "Cassowary"),
        // Every iPhone and iPad, with a source for each figure (Resources/devices.json).
        .target(
            name: "DeviceCatalog",
            resources: [.copy("Resources/devices.json")]
        ),
        // UIKit's view, Auto Layout and safe-area model, solved by Cassowary.
        .target(name: "LayoutEngine", dependencies: ["Cassowary", "DeviceCatalog", "VisualFormat"]),
        // UIKit's Visual Format Language (with safe-area and margin edges): the grammar only.
        .target(name: "VisualFormat"),
        // Screen specs (JSON / YAML) and the constraint-expression language.
        .target(name: "LayoutSpec", dependencies: ["DeviceCatalog", "LayoutEngine", "VisualFormat", .product(name: "Yams", package: "Yams")]),
        // .storyboard / .xib reading: a typed document model with line numbers (hardened XML).
        .target(name: "InterfaceBuilder", dependencies: ["DeviceCatalog", "LayoutEngine"]),
        // A SnapKit-style DSL that names the safe area with no #available.
        .target(name: "LayoutDSL", dependencies: ["LayoutEngine"]),
        // The audit: rules over laid-out screens, on every device and orientation.
        .target(name: "Audit", dependencies: ["DeviceCatalog", "LayoutEngine", "LayoutSpec", .product(name: "Yams", package: "Yams")]),
        // Reports of findings: text (Xcode's form), JSON, SARIF 2.1.0 and JUnit XML.
        .target(name: "Reports", dependencies: ["Audit"]),
        // Safe-area anti-patterns in Swift (swift-syntax) and Objective-C source, and launch screens.
        .target(
            name: "SourceLint",
            dependencies: [
                "Reports",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The commands, as a library so tests can run them in-process.
        .target(
            name: "SafeAreaCLI",
            dependencies: [
                "Cassowary",
                "DeviceCatalog",
                "LayoutEngine",
                "LayoutSpec",
                "Audit",
                "Reports",
                "SourceLint",
                "InterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "safearea", dependencies: ["SafeAreaCLI"]),

        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "DeviceCatalogTests", dependencies: ["DeviceCatalog"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec"]),
        .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "DeviceCatalog"]),
        .testTarget(name: "LayoutDSLTests", dependencies: ["LayoutDSL", "LayoutEngine"]),
        .testTarget(name: "AuditTests", dependencies: ["Audit"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports"], exclude: ["Golden"]),
        .testTarget(name: "SourceLintTests", dependencies: ["SourceLint"]),
        .testTarget(name: "SafeAreaCLITests", dependencies: ["SafeAreaCLI"], exclude: ["Fonts"]),
    ]
)
