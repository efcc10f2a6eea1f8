import Foundation
import OpenType
import Testing

/// `FontData` owns its bytes: a copy of an array, or memory it adopts and releases once.
struct FontDataTests {
  @Test func anArrayIsCopiedAndReadBack() throws {
    var bytes: [UInt8] = [0x00, 0x01, 0xAB, 0xCD, 0xEF, 0x12]
    let data = FontData(bytes)
    bytes[0] = 0xFF  // the copy does not change with the array
    #expect(Array(data) == [0x00, 0x01, 0xAB, 0xCD, 0xEF, 0x12])
    var reader = ByteReader(data, at: 2)
    #expect(try reader.readUInt32() == 0xABCD_EF12)
    #expect(FontData([]).isEmpty)
  }

  @Test func adoptedMemoryIsReleasedOnceWhenTheLastCopyGoes() throws {
    // The release runs on this thread, when the last copy goes; a class counts it (Atomic
    // needs macOS 15, newer than the package's minimum).
    let releases = Counter()
    let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: 4, alignment: 1)
    memory.copyBytes(from: [0xDE, 0xAD, 0xBE, 0xEF])
    let address = Int(bitPattern: memory.baseAddress)
    do {
      let data = FontData(unsafeAdopting: UnsafeRawBufferPointer(memory)) { buffer in
        #expect(Int(bitPattern: buffer.baseAddress) == address)
        #expect(buffer.count == 4)
        releases.increment()
        UnsafeMutableRawPointer(mutating: buffer.baseAddress)?.deallocate()
      }
      let copy = data
      var reader = ByteReader(copy)
      #expect(try reader.readUInt32() == 0xDEAD_BEEF)
      #expect(releases.value == 0)
    }
    #expect(releases.value == 1)
  }
}

/// A count shared with a release closure, which is `@Sendable`, behind a lock.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
