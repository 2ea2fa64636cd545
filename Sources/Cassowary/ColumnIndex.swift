/// For each symbol, the keys of the rows that may hold it: a superset of the truth, checked
/// where it is read, so removing a symbol from a row needs no bookkeeping.
///
/// The lists live in one pool of nodes with a free list, so adding a symbol to a row
/// allocates nothing once the pool has grown. Stale entries are dropped when a list is walked;
/// lists that are never walked are rebuilt with the rest when the pool outgrows the tableau
/// (see `SolverCore.compactColumnsIfNeeded()`).
struct ColumnIndex {
    private var head: [Int32] = []
    private var keys: [Int32] = []
    private var next: [Int32] = []
    private var free: Int32 = -1
    /// Nodes in use (listed entries, stale ones included).
    private(set) var nodesInUse = 0

    /// Reserves room for `capacity` symbols and as many list nodes.
    mutating func reserveSymbols(_ capacity: Int) {
        head.reserveCapacity(capacity)
        keys.reserveCapacity(capacity * 2)
        next.reserveCapacity(capacity * 2)
    }

    /// Makes room for one more symbol, with an empty list.
    mutating func appendSymbol() { head.append(-1) }

    /// Whether no row is listed for `symbol`.
    func isEmpty(_ symbol: Int32) -> Bool { head[Int(symbol)] < 0 }

    /// Lists the row `key` for `symbol`.
    mutating func add(_ symbol: Int32, row key: Int32) {
        let s = Int(symbol)
        nodesInUse += 1
        if free >= 0 {
            let node = Int(free)
            free = next[node]
            keys[node] = key
            next[node] = head[s]
            head[s] = Int32(node)
        } else {
            keys.append(key)
            next.append(head[s])
            head[s] = Int32(keys.count - 1)
        }
    }

    // A cursor over one list, for walking it in place and unlinking stale entries.

    /// The first node of `symbol`'s list, or -1.
    func first(_ symbol: Int32) -> Int32 { head[Int(symbol)] }
    /// The row key at `node`.
    func key(_ node: Int32) -> Int32 { keys[Int(node)] }
    /// The node after `node`, or -1.
    func next(_ node: Int32) -> Int32 { next[Int(node)] }

    /// Unlinks `node` from `symbol`'s list, where `previous` is the node before it (-1 for
    /// the first), and frees it.
    mutating func unlink(_ symbol: Int32, _ node: Int32, after previous: Int32) {
        let following = next[Int(node)]
        if previous < 0 { head[Int(symbol)] = following } else { next[Int(previous)] = following }
        nodesInUse -= 1
        next[Int(node)] = free
        free = node
    }

    /// Empties `symbol`'s list, appending its keys to `buffer`.
    mutating func removeAll(_ symbol: Int32, into buffer: inout [Int32]) {
        var node = head[Int(symbol)]
        head[Int(symbol)] = -1
        while node >= 0 {
            let n = Int(node)
            buffer.append(keys[n])
            nodesInUse -= 1
            let following = next[n]
            next[n] = free
            free = node
            node = following
        }
    }

    /// Empties `symbol`'s list.
    mutating func removeAll(_ symbol: Int32) {
        var node = head[Int(symbol)]
        head[Int(symbol)] = -1
        while node >= 0 {
            let n = Int(node)
            nodesInUse -= 1
            let following = next[n]
            next[n] = free
            free = node
            node = following
        }
    }

    /// Empties every list and the pool, keeping `symbolCount` empty lists.
    mutating func removeAllLists(symbolCount: Int) {
        head = [Int32](repeating: -1, count: symbolCount)
        keys.removeAll(keepingCapacity: true)
        next.removeAll(keepingCapacity: true)
        free = -1
        nodesInUse = 0
    }
}
