/// An unknown of a constraint system: a view's edge, width, or any value the solver chooses.
///
/// A variable is a reference type because its identity is the point: the same `Variable`
/// object may appear in many constraints and in several solvers. It holds no value: read the
/// solution with ``Solver/value(of:)`` after ``Solver/updateVariables()``, so a variable is
/// immutable and safe to share between threads.
public final class Variable: Sendable {
    private let base: String
    private let member: StaticString?

    /// A name for diagnostics and dumps. Names need not be unique; identity is the object.
    public var name: String {
        guard let member else { return base }
        return base + "." + member.description
    }

    /// Creates a variable named `name` (used only in messages and dumps).
    public init(_ name: String = "") {
        base = name
        member = nil
    }

    /// Creates a variable named `base.member` (a view's `minX`, say). The name is joined only
    /// when asked for: a layout of thousands of views names none of its variables.
    public init(_ base: String, member: StaticString) {
        self.base = base
        self.member = member
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or an address-based placeholder for an unnamed one.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
    }
}
