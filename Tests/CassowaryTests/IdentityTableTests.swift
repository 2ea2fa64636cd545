import Testing
@testable import Cassowary

@Suite("IdentityTable")
struct IdentityTableTests {
    @Test("inserts, finds, overwrites and removes by identity, across growth")
    func basics() {
        let objects = (0..<1_000).map { Variable("v\($0)") }
        var table = IdentityTable()
        for (i, object) in objects.enumerated() { table[ObjectIdentifier(object)] = Int32(i) }
        #expect(table.count == 1_000)
        #expect(objects.enumerated().allSatisfy { table[ObjectIdentifier($1)] == Int32($0) })
        table[ObjectIdentifier(objects[7])] = 70
        #expect(table[ObjectIdentifier(objects[7])] == 70)
        #expect(table.count == 1_000)
        // Remove every other one: backward-shift deletion must keep the rest reachable.
        for (i, object) in objects.enumerated() where i % 2 == 0 {
            #expect(table.removeValue(forKey: ObjectIdentifier(object)) != nil)
        }
        #expect(table.count == 500)
        for (i, object) in objects.enumerated() {
            let expected: Int32? = i % 2 == 0 ? nil : (i == 7 ? 70 : Int32(i))
            #expect(table[ObjectIdentifier(object)] == expected)
        }
        #expect(table.removeValue(forKey: ObjectIdentifier(objects[0])) == nil)
        #expect(table[ObjectIdentifier(Variable("stranger"))] == nil)
    }
}
