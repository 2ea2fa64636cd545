/// A map from object identity to a small integer: open addressing with linear probing and a
/// multiplicative hash of the object's address.
///
/// The solver looks up a variable or a constraint for every term it adds; Swift's
/// `Dictionary` hashes with SipHash, which dominated small systems. Addresses differ from run
/// to run, but nothing iterates this table, so output stays deterministic.
///
/// Keys and values share one array of slots (a key of 0 is an empty slot), so a probe reads
/// one cache line, and the probing loops run on unsafe buffers, whose bounds the mask keeps.
struct IdentityTable {
    private struct Slot {
        var key: UInt
        var value: Int32
    }

    private var slots: [Slot] = []
    private var mask = -1
    private var shift = 0
    private(set) var count = 0

    init() {}

    @inline(__always)
    private func home(of key: UInt) -> Int { Self.home(of: key, shift: shift) }

    @inline(__always)
    private static func home(of key: UInt, shift: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The value stored for `object`, or nil.
    subscript(object: ObjectIdentifier) -> Int32? {
        get {
            guard count > 0 else { return nil }
            let key = UInt(bitPattern: object)
            let mask = self.mask, shift = self.shift
            return slots.withUnsafeBufferPointer { slots in
                var i = Self.home(of: key, shift: shift)
                while true {
                    let k = slots[i].key
                    if k == key { return slots[i].value }
                    if k == 0 { return nil }
                    i = (i &+ 1) & mask
                }
            }
        }
        set {
            if let value = newValue {
                let (_, inserted) = find(object, orInsert: value)
                if !inserted { overwrite(UInt(bitPattern: object), value) }
            } else {
                remove(UInt(bitPattern: object))
            }
        }
    }

    /// The value stored for `object` and false; or, when there is none, stores `value` and
    /// returns it and true. One probe either way.
    @inline(__always)
    mutating func find(_ object: ObjectIdentifier, orInsert value: Int32) -> (value: Int32, inserted: Bool) {
        if (count + 1) * 2 > slots.count { grow() }
        let key = UInt(bitPattern: object)
        let mask = self.mask, shift = self.shift
        let found: Int32? = slots.withUnsafeMutableBufferPointer { slots in
            var i = Self.home(of: key, shift: shift)
            while true {
                let k = slots[i].key
                if k == key { return slots[i].value }
                if k == 0 {
                    slots[i] = Slot(key: key, value: value)
                    return nil
                }
                i = (i &+ 1) & mask
            }
        }
        if let found { return (found, false) }
        count += 1
        return (value, true)
    }

    /// Removes and returns the value stored for `object`.
    @discardableResult
    mutating func removeValue(forKey object: ObjectIdentifier) -> Int32? {
        let value = self[object]
        if value != nil { remove(UInt(bitPattern: object)) }
        return value
    }

    private mutating func overwrite(_ key: UInt, _ value: Int32) {
        var i = home(of: key)
        while slots[i].key != key { i = (i + 1) & mask }
        slots[i].value = value
    }

    private mutating func remove(_ key: UInt) {
        guard count > 0 else { return }
        var i = home(of: key)
        while slots[i].key != key {
            if slots[i].key == 0 { return }
            i = (i + 1) & mask
        }
        // Backward-shift deletion: no tombstones.
        var hole = i
        var j = (i + 1) & mask
        while slots[j].key != 0 {
            let distanceFromHome = (j - home(of: slots[j].key)) & mask
            let distanceFromHole = (j - hole) & mask
            if distanceFromHome >= distanceFromHole {
                slots[hole] = slots[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        slots[hole].key = 0
        count -= 1
    }

    /// Doubles the table (128 slots at first) and re-inserts every entry.
    @inline(never)
    private mutating func grow() {
        let capacity = max(128, slots.count * 2)
        let old = slots
        slots = [Slot](repeating: Slot(key: 0, value: 0), count: capacity)
        let mask = capacity - 1, shift = UInt.bitWidth - capacity.trailingZeroBitCount
        self.mask = mask
        self.shift = shift
        old.withUnsafeBufferPointer { old in
            slots.withUnsafeMutableBufferPointer { slots in
                for slot in old where slot.key != 0 {
                    var i = Self.home(of: slot.key, shift: shift)
                    while slots[i].key != 0 { i = (i &+ 1) & mask }
                    slots[i] = slot
                }
            }
        }
    }
}
