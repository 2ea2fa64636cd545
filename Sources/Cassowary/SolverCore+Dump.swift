// A readable dump of the solver state, for debugging and for bug reports.

extension SolverCore {
    /// The objectives, every row, the infeasible queue, the edits and the constraints, in
    /// symbol order. Symbols print as the variable's name, `s12` (slack), `e13` (error),
    /// `d14` (dummy).
    var debugDescription: String {
        var out = "Objectives\n"
        var current: Double? = nil
        for cell in objective.cells {
            if cell.level != current {
                if current != nil { out += "\n" }
                out += "  level \(formatNumber(cell.level)):"
                current = cell.level
            }
            out += (cell.coefficient < 0 ? " - " : " + ") + "\(formatNumber(abs(cell.coefficient))) * \(name(of: cell.symbol))"
        }
        if current != nil { out += "\n" }
        out += "Tableau\n"
        for key in kinds.indices where isBasic[key] {
            out += "  \(name(of: Int32(key))) = \(text(of: rows[key]))\n"
        }
        out += "Infeasible\n"
        for key in infeasible { out += "  \(name(of: key))\n" }
        out += "Edit variables\n"
        for edit in edits { out += "  \(edit.variable) = \(formatNumber(edit.constant))\n" }
        out += "Constraints\n"
        for record in records.compactMap({ $0 }) { out += "  \(record.constraint)\n" }
        return out
    }

    func name(of symbol: Int32) -> String {
        switch kinds[Int(symbol)] {
        case .external:
            if let index = variableSymbols.firstIndex(of: symbol) { return variables[index].description }
            return "x\(symbol)"
        case .slack: return "s\(symbol)"
        case .error: return "e\(symbol)"
        case .dummy: return "d\(symbol)"
        }
    }

    func text(of row: Row) -> String {
        var text = formatNumber(row.constant)
        for (symbol, coefficient) in row.pairs {
            text += coefficient < 0 ? " - " : " + "
            let magnitude = abs(coefficient)
            text += (magnitude == 1 ? "" : "\(formatNumber(magnitude)) * ") + name(of: symbol)
        }
        return text
    }
}
