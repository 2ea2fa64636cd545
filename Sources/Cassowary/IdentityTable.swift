/// A map from object identity to a small integer: open addressing with linear probing and a
/// multiplicative hash of the object's address.
///
/// The solver looks up a variable or a constraint for every term it adds; Swift's
/// `Dictionary` hashes with SipHash, which dominated small systems. Addresses differ from run
/// to run, but nothing iterates this table, so output stays deterministic.
struct IdentityTable {
    private var keys: [UInt] = []
    private var values: [Int32] = []
    private var mask = -1
    private var shift = 0
    private(set) var count = 0

    init() {}

    @inline(__always)
    private func slot(for key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The value stored for `object`, or nil.
    subscript(object: ObjectIdentifier) -> Int32? {
        get {
            guard count > 0 else { return nil }
            let key = UInt(bitPattern: object)
            var i = slot(for: key)
            while true {
                let k = keys[i]
                if k == key { return values[i] }
                if k == 0 { return nil }
                i = (i + 1) & mask
            }
        }
        set {
            if let value = newValue { insert(UInt(bitPattern: object), value) } else { remove(UInt(bitPattern: object)) }
        }
    }

    /// Removes and returns the value stored for `object`.
    @discardableResult
    mutating func removeValue(forKey object: ObjectIdentifier) -> Int32? {
        let value = self[object]
        if value != nil { remove(UInt(bitPattern: object)) }
        return value
    }

    private mutating func insert(_ key: UInt, _ value: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        var i = slot(for: key)
        while keys[i] != 0 && keys[i] != key { i = (i + 1) & mask }
        if keys[i] == 0 { count += 1 }
        keys[i] = key
        values[i] = value
    }

    private mutating func remove(_ key: UInt) {
        guard count > 0 else { return }
        var i = slot(for: key)
        while keys[i] != key {
            if keys[i] == 0 { return }
            i = (i + 1) & mask
        }
        // Backward-shift deletion: no tombstones.
        var hole = i
        var j = (i + 1) & mask
        while keys[j] != 0 {
            let home = slot(for: keys[j])
            let distanceFromHome = (j - home) & mask
            let distanceFromHole = (j - hole) & mask
            if distanceFromHome >= distanceFromHole {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        keys[hole] = 0
        count -= 1
    }

    private mutating func grow() {
        let capacity = max(128, keys.count * 2)
        let oldKeys = keys, oldValues = values
        keys = [UInt](repeating: 0, count: capacity)
        values = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
        shift = UInt.bitWidth - capacity.trailingZeroBitCount
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { insert(key, value) }
    }
}
