/// An unknown of a constraint system: a view's edge, width, or any value the solver chooses.
///
/// A variable is a reference type because its identity is the point: the same `Variable`
/// object may appear in many constraints and in several solvers. It holds no value: read the
/// solution with ``Solver/value(of:)`` after ``Solver/updateVariables()``, so a variable is
/// immutable and safe to share between threads.
public final class Variable: Sendable {
    /// A name for diagnostics and dumps. Names need not be unique; identity is the object.
    public let name: String

    /// Creates a variable named `name` (used only in messages and dumps).
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or an address-based placeholder for an unnamed one.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
    }
}
