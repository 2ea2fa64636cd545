/// For each symbol, the keys of the rows that may hold it: a superset of the truth, checked
/// where it is read, so removing a symbol from a row needs no bookkeeping.
///
/// The lists live in one pool of nodes with a free list, so adding a symbol to a row
/// allocates nothing once the pool has grown. Stale entries are dropped when a list is walked;
/// lists that are never walked are rebuilt with the rest when the pool outgrows the tableau
/// (see `SolverCore.compactColumnsIfNeeded()`).
struct ColumnIndex {
    /// One entry of a list: a row key and the next node (-1 at the end).
    private struct Node {
        var key: Int32
        var next: Int32
    }

    /// The first node of each symbol's list, or -1; as long as the solver's symbol capacity.
    private var head: [Int32] = []
    /// The pool. Nodes below `poolUsed` have been handed out (in use or on the free list);
    /// the rest are spare, so adding never appends element by element.
    private var nodes: [Node] = []
    private var poolUsed = 0
    private var free: Int32 = -1
    /// Nodes in use (listed entries, stale ones included).
    private(set) var nodesInUse = 0

    /// Lengthens the heads to `capacity` symbols, each with an empty list, and the pool to
    /// twice as many nodes.
    mutating func growSymbols(to capacity: Int) {
        if head.count < capacity { head.append(contentsOf: repeatElement(-1, count: capacity - head.count)) }
        reserveNodes(2 * capacity)
    }

    /// Makes the pool at least `count` nodes long.
    private mutating func reserveNodes(_ count: Int) {
        guard nodes.count < count else { return }
        let target = max(count, 2 * nodes.count)
        nodes.append(contentsOf: repeatElement(Node(key: -1, next: -1), count: target - nodes.count))
    }

    /// Whether no row is listed for `symbol`.
    @inline(__always)
    func isEmpty(_ symbol: Int32) -> Bool { head[Int(symbol)] < 0 }

    /// Lists the row `key` for `symbol`.
    mutating func add(_ symbol: Int32, row key: Int32) {
        withUnsafePointer(to: symbol) { add(UnsafeBufferPointer(start: $0, count: 1), row: key) }
    }

    /// Lists the row `key` for every symbol of `symbols`, with one bounds and uniqueness check
    /// for the lot (a new row lists all its symbols at once).
    mutating func add(_ symbols: [Int32], row key: Int32) {
        symbols.withUnsafeBufferPointer { add($0, row: key) }
    }

    /// Lists the row `key` for each of the first `count` symbols of `symbols`.
    mutating func add(_ symbols: [Int32], count: Int, row key: Int32) {
        if count == 0 { return }
        symbols.withUnsafeBufferPointer { add(UnsafeBufferPointer(rebasing: $0[0..<count]), row: key) }
    }

    /// Lists the row `key` for the symbol of every cell of `cells` (a new row's).
    mutating func add(_ cells: [Cell], row key: Int32) {
        cells.withUnsafeBufferPointer { add($0.lazy.map(\.symbol), count: $0.count, row: key) }
    }

    private mutating func add(_ symbols: UnsafeBufferPointer<Int32>, row key: Int32) {
        add(symbols.lazy.map { $0 }, count: symbols.count, row: key)
    }

    /// Pushes `key` on the list of each of the `count` symbols of `symbols`, taking nodes
    /// from the free list, else from the pool's spare end (reserved first).
    @inline(__always)
    private mutating func add<Symbols: Sequence<Int32>>(_ symbols: Symbols, count: Int, row key: Int32) {
        reserveNodes(poolUsed + count)
        var free = self.free, poolUsed = self.poolUsed
        head.withUnsafeMutableBufferPointer { head in
            nodes.withUnsafeMutableBufferPointer { nodes in
                for symbol in symbols {
                    let node: Int32
                    if free >= 0 {
                        node = free
                        free = nodes[Int(node)].next
                    } else {
                        node = Int32(poolUsed)
                        poolUsed += 1
                    }
                    let s = Int(symbol)
                    nodes[Int(node)] = Node(key: key, next: head[s])
                    head[s] = node
                }
            }
        }
        self.free = free
        self.poolUsed = poolUsed
        nodesInUse += count
    }

    // A cursor over one list, for walking it in place and unlinking stale entries.

    /// The first node of `symbol`'s list, or -1.
    @inline(__always)
    func first(_ symbol: Int32) -> Int32 { head[Int(symbol)] }
    /// The row key at `node`.
    @inline(__always)
    func key(_ node: Int32) -> Int32 { nodes[Int(node)].key }
    /// The node after `node`, or -1.
    @inline(__always)
    func next(_ node: Int32) -> Int32 { nodes[Int(node)].next }

    /// Unlinks `node` from `symbol`'s list, where `previous` is the node before it (-1 for
    /// the first), and frees it.
    mutating func unlink(_ symbol: Int32, _ node: Int32, after previous: Int32) {
        let following = nodes[Int(node)].next
        if previous < 0 { head[Int(symbol)] = following } else { nodes[Int(previous)].next = following }
        nodesInUse -= 1
        nodes[Int(node)].next = free
        free = node
    }

    /// Empties `symbol`'s list, appending its keys to `buffer`.
    mutating func removeAll(_ symbol: Int32, into buffer: inout [Int32]) {
        var node = head[Int(symbol)]
        head[Int(symbol)] = -1
        while node >= 0 {
            let n = Int(node)
            buffer.append(nodes[n].key)
            nodesInUse -= 1
            let following = nodes[n].next
            nodes[n].next = free
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
            let following = nodes[n].next
            nodes[n].next = free
            free = node
            node = following
        }
    }

    /// Empties every list and the pool (keeping their storage).
    mutating func removeAllLists() {
        head.withUnsafeMutableBufferPointer { head in
            for i in head.indices { head[i] = -1 }
        }
        poolUsed = 0
        free = -1
        nodesInUse = 0
    }
}
