import Foundation

// Readers for the two encodings of `cassowary-bench/1`.

extension ConstraintSystem {
    /// The format tag both encodings carry.
    public static let formatTag = "cassowary-bench/1"

    /// Reads the line format:
    /// ```
    /// cassowary-bench/1 <name>
    /// V <nvars>            then one name per line
    /// K <nconstraints>     then `C <op> <strength> <constant> <nterms> <coef> <index> …`
    /// E <nedits> <nsteps>  then `D <index> <strength> <initial> <v1> … <vn>`
    /// ```
    public init(text: String, file: String = "<input>") throws(ConstraintSystemError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        var lineNumber = 0
        func next(_ expected: String) throws(ConstraintSystemError) -> [Substring] {
            guard let line = lines.next() else { throw .malformed(file: file, line: lineNumber + 1, expected: expected) }
            lineNumber += 1
            return line.split(separator: " ", omittingEmptySubsequences: true)
        }
        func fail(_ expected: String) -> ConstraintSystemError { .malformed(file: file, line: lineNumber, expected: expected) }
        func count(_ token: Substring?, limit: Int, _ what: String) throws(ConstraintSystemError) -> Int {
            guard let token, let n = Int(token), n >= 0, n <= limit else { throw fail(what) }
            return n
        }
        func number(_ token: Substring?, _ what: String) throws(ConstraintSystemError) -> Double {
            guard let token, let x = Double(token), x.isFinite else { throw fail(what) }
            return x
        }
        // No section can hold more entries than the text has lines or tokens.
        let limit = text.utf8.count

        let header = try next("the header `\(Self.formatTag) <name>`")
        guard header.first.map(String.init) == Self.formatTag else { throw fail("the header `\(Self.formatTag) <name>`") }
        let name = header.dropFirst().joined(separator: " ")

        let v = try next("`V <number of variables>`")
        guard v.first == "V" else { throw fail("`V <number of variables>`") }
        let nvars = try count(v.dropFirst().first, limit: limit, "a variable count after V")
        var variables: [String] = []
        variables.reserveCapacity(nvars)
        var seen = Set<Substring>()
        for _ in 0..<nvars {
            let parts = try next("a variable name")
            guard parts.count == 1 else { throw fail("one variable name without spaces") }
            guard seen.insert(parts[0]).inserted else { throw fail("a new variable name; `\(parts[0])` is declared twice") }
            variables.append(String(parts[0]))
        }

        let k = try next("`K <number of constraints>`")
        guard k.first == "K" else { throw fail("`K <number of constraints>`") }
        let ncons = try count(k.dropFirst().first, limit: limit, "a constraint count after K")
        var constraints: [Entry] = []
        constraints.reserveCapacity(ncons)
        for _ in 0..<ncons {
            let parts = try next("a constraint line `C <op> <strength> <constant> <nterms> …`")
            guard parts.count >= 5, parts[0] == "C" else { throw fail("a constraint line `C <op> <strength> <constant> <nterms> …`") }
            guard let relation = RelationalOperator(rawValue: String(parts[1])) else { throw fail("`==`, `<=` or `>=`, not `\(parts[1])`") }
            guard let strength = Self.strength(parts[2]) else { throw fail("a strength (required, strong, medium, weak or a positive number), not `\(parts[2])`") }
            let constant = try number(parts[3], "a finite constant")
            let nterms = try count(parts[4], limit: limit, "a term count")
            guard nterms > 0, parts.count == 5 + 2 * nterms else { throw fail("\(nterms) `<coefficient> <variable index>` pairs") }
            var terms: [(coefficient: Double, variable: Int)] = []
            terms.reserveCapacity(nterms)
            for t in 0..<nterms {
                let coefficient = try number(parts[5 + 2 * t], "a finite coefficient")
                guard let index = Int(parts[6 + 2 * t]), index >= 0, index < nvars else {
                    throw fail("a variable index from 0 to \(nvars - 1), not `\(parts[6 + 2 * t])`")
                }
                terms.append((coefficient, index))
            }
            constraints.append(Entry(terms: terms, constant: constant, relation: relation, strength: strength))
        }

        let e = try next("`E <number of edits> <number of steps>`")
        guard e.count == 3, e[0] == "E" else { throw fail("`E <number of edits> <number of steps>`") }
        let nedits = try count(e[1], limit: limit, "an edit count")
        let nsteps = try count(e[2], limit: limit, "a step count")
        var edits: [Edit] = []
        for _ in 0..<nedits {
            let parts = try next("an edit line `D <index> <strength> <initial> <values…>`")
            guard parts.count == 4 + nsteps, parts[0] == "D" else { throw fail("`D <index> <strength> <initial>` and \(nsteps) values") }
            guard let index = Int(parts[1]), index >= 0, index < nvars else { throw fail("a variable index from 0 to \(nvars - 1)") }
            guard let strength = Self.strength(parts[2]), !strength.isRequired else { throw fail("an optional strength for the edit") }
            let initial = try number(parts[3], "a finite initial value")
            var values: [Double] = []
            values.reserveCapacity(nsteps)
            for s in 0..<nsteps { values.append(try number(parts[4 + s], "a finite suggested value")) }
            edits.append(Edit(variable: index, strength: strength, initial: initial, suggestions: values))
        }
        self.init(name: name, variables: variables, constraints: constraints, edits: edits)
    }

    /// Reads the JSON encoding (`{"format", "name", "variables", "constraints", "edits"}`).
    public init(json data: Data, file: String = "<input>") throws(ConstraintSystemError) {
        func fail(_ expected: String) -> ConstraintSystemError { .malformed(file: file, line: 0, expected: expected) }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw fail("a JSON document (\(error.localizedDescription))")
        }
        guard let root = object as? [String: Any] else { throw fail("a JSON object at the top") }
        guard root["format"] as? String == Self.formatTag else { throw fail("\"format\": \"\(Self.formatTag)\"") }
        guard let variables = root["variables"] as? [String] else { throw fail("\"variables\": an array of names") }
        var index: [String: Int] = [:]
        for (i, name) in variables.enumerated() {
            guard index[name] == nil else { throw fail("variables: each name once; \"\(name)\" is declared twice") }
            index[name] = i
        }
        func finite(_ value: Any?, _ what: String) throws(ConstraintSystemError) -> Double {
            guard let x = (value as? NSNumber)?.doubleValue, x.isFinite else { throw fail(what) }
            return x
        }
        func strength(_ value: Any?, _ path: String) throws(ConstraintSystemError) -> Strength {
            if let name = value as? String, let s = Self.strength(Substring(name)) { return s }
            if let number = value as? NSNumber, let s = Self.strength(Substring(number.stringValue)) { return s }
            throw fail("\(path): a strength (required, strong, medium, weak or a positive number)")
        }
        guard let rawConstraints = root["constraints"] as? [[String: Any]] else { throw fail("\"constraints\": an array of objects") }
        var constraints: [Entry] = []
        constraints.reserveCapacity(rawConstraints.count)
        for (c, raw) in rawConstraints.enumerated() {
            let path = "constraints[\(c)]"
            guard let rawTerms = raw["terms"] as? [[Any]], !rawTerms.isEmpty else { throw fail("\(path).terms: [[coefficient, name], …]") }
            var terms: [(coefficient: Double, variable: Int)] = []
            for (t, pair) in rawTerms.enumerated() {
                guard pair.count == 2, let name = pair[1] as? String, let v = index[name] else {
                    throw fail("\(path).terms[\(t)]: [coefficient, a declared variable name]")
                }
                terms.append((try finite(pair[0], "\(path).terms[\(t)][0]: a finite coefficient"), v))
            }
            guard let op = raw["op"] as? String, let relation = RelationalOperator(rawValue: op) else { throw fail("\(path).op: ==, <= or >=") }
            constraints.append(Entry(terms: terms, constant: try finite(raw["constant"], "\(path).constant: a finite number"),
                                     relation: relation, strength: try strength(raw["strength"], "\(path).strength")))
        }
        var edits: [Edit] = []
        for (e, raw) in (root["edits"] as? [[String: Any]] ?? []).enumerated() {
            let path = "edits[\(e)]"
            guard let name = raw["var"] as? String, let v = index[name] else { throw fail("\(path).var: a declared variable name") }
            let s = try strength(raw["strength"], "\(path).strength")
            guard !s.isRequired else { throw fail("\(path).strength: an optional strength") }
            guard let rawValues = raw["suggest"] as? [Any] else { throw fail("\(path).suggest: an array of numbers") }
            var values: [Double] = []
            for (i, x) in rawValues.enumerated() { values.append(try finite(x, "\(path).suggest[\(i)]: a finite number")) }
            edits.append(Edit(variable: v, strength: s, initial: try finite(raw["initial"], "\(path).initial: a finite number"), suggestions: values))
        }
        if let steps = edits.first?.suggestions.count, edits.contains(where: { $0.suggestions.count != steps }) {
            throw fail("the same number of suggestions in every edit")
        }
        self.init(name: root["name"] as? String ?? "", variables: variables, constraints: constraints, edits: edits)
    }

    /// `required`, `strong`, `medium`, `weak`, or a kiwi weight (≥ 1,001,001,000 is required).
    static func strength(_ token: Substring) -> Strength? {
        switch token {
        case "required": return .required
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        default:
            guard let weight = Double(token), weight.isFinite, weight > 0 else { return nil }
            return .weighted(weight)
        }
    }
}
