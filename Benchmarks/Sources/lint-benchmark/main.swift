// Times `safearea lint` on one core: a generated corpus of view-controller-shaped Swift and
// Objective-C files (a few anti-patterns in some), and any folders named on the command line.
//   swift run -c release --package-path Benchmarks lint-benchmark [--files N] [FOLDER...]
import Foundation
import SourceLint

/// A Swift view controller of about 120 lines; every seventh file hard-codes a bar height.
func swiftFile(_ index: Int) -> String {
    var lines = ["import UIKit", "", "final class Screen\(index)ViewController: UIViewController {"]
    lines.append("    private let titleLabel = UILabel()")
    lines.append("    private let tableView = UITableView(frame: .zero, style: .plain)")
    lines.append("    private var items: [String] = []")
    lines.append("")
    lines.append("    override func viewDidLoad() {")
    lines.append("        super.viewDidLoad()")
    lines.append("        view.addSubview(titleLabel)")
    lines.append("        view.addSubview(tableView)")
    lines.append("        titleLabel.translatesAutoresizingMaskIntoConstraints = false")
    lines.append("        tableView.translatesAutoresizingMaskIntoConstraints = false")
    lines.append("        NSLayoutConstraint.activate([")
    lines.append("            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),")
    lines.append("            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),")
    lines.append("            tableView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),")
    lines.append("            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),")
    lines.append("            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),")
    lines.append("            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),")
    lines.append("        ])")
    if index % 7 == 0 { lines.append("        tableView.contentInset.top = 64") }
    lines.append("    }")
    for method in 0..<12 {
        lines.append("")
        lines.append("    func update\(method)(with value: Int, animated: Bool) -> Int {")
        lines.append("        let total = items.count * \(method + 2) + value")
        lines.append("        if total > \(method * 10) { items.append(\"item \\(total)\") }")
        lines.append("        let spacing = CGFloat(\(method % 4 + 1)) * 8")
        lines.append("        titleLabel.alpha = animated ? 0.5 : 1")
        lines.append("        return Int(spacing) + total")
        lines.append("    }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
}

/// An Objective-C view controller of about 110 lines; every fifth file reads the status bar.
func objcFile(_ index: Int) -> String {
    var lines = ["#import <UIKit/UIKit.h>", "", "@interface Screen\(index)Controller : UIViewController", "@property (nonatomic, strong) UILabel *titleLabel;", "@end", "",
                 "@implementation Screen\(index)Controller", "", "- (void)viewDidLoad {", "    [super viewDidLoad];",
                 "    self.titleLabel = [[UILabel alloc] init];", "    [self.view addSubview:self.titleLabel];",
                 "    [self.titleLabel.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:8].active = YES;"]
    if index % 5 == 0 { lines.append("    CGFloat top = CGRectGetHeight([UIApplication sharedApplication].statusBarFrame) + 44;") }
    lines.append("}")
    for method in 0..<12 {
        lines.append("")
        lines.append("- (NSInteger)update\(method):(NSInteger)value animated:(BOOL)animated {")
        lines.append("    NSInteger total = value * \(method + 2); // a comment with 64 in it")
        lines.append("    NSString *text = [NSString stringWithFormat:@\"item %ld\", (long)total];")
        lines.append("    self.titleLabel.text = text;")
        lines.append("    self.titleLabel.alpha = animated ? 0.5 : 1.0;")
        lines.append("    return total + \(method);")
        lines.append("}")
    }
    lines.append("@end")
    return lines.joined(separator: "\n") + "\n"
}

var count = 2_000
var folders: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--files", let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 { count = value }
    else { folders.append(argument) }
}

let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-lint-bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: corpus) }
var lineCount = 0
for index in 0..<count {
    let (name, text) = index % 2 == 0 ? ("Screen\(index).swift", swiftFile(index)) : ("Screen\(index).m", objcFile(index))
    lineCount += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    try text.write(to: corpus.appendingPathComponent(name), atomically: false, encoding: .utf8)
}

let clock = ContinuousClock()
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
let linter = Linter(configuration: LintConfiguration(baseDirectory: corpus.path), currentDirectory: corpus.path)

print("| corpus | files | lines | findings | median s | files/s | lines/s |")
print("|---|---:|---:|---:|---:|---:|---:|")
func measure(_ name: String, _ paths: [String], lines: Int?, repeats: Int) throws {
    var times: [Double] = []
    var result: LintResult? = nil
    for _ in 0..<repeats {
        let t0 = clock.now
        result = try linter.lint(paths: paths)
        times.append(seconds(clock.now - t0))
    }
    let median = times.sorted()[times.count / 2]
    let files = result?.files ?? 0
    print(String(format: "| %@ | %d | %@ | %d | %.3f | %.0f | %@ |", name, files, lines.map(String.init) ?? "–",
                 result?.findings.count ?? 0, median, Double(files) / median,
                 lines.map { String(format: "%.0f", Double($0) / median) } ?? "–"))
}
try measure("generated", [corpus.path], lines: lineCount, repeats: 5)
for folder in folders { try measure(folder, [folder], lines: nil, repeats: 3) }
