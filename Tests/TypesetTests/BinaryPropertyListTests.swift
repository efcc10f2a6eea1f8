import Testing

@testable import Typeset
@testable import TypesetLoader

/// The binary property list reader, against a file Python's `plistlib` wrote
/// (`plistlib.dumps(…, fmt=plistlib.FMT_BINARY)`), and against malformed variants of it.
struct BinaryPropertyListTests {
  /// `{"families": [{"name": "Brand Sans", "faces": [{"file": "Brand.ttf", "weight": 700,
  /// "italic": False}]}], "styles": {"body": {"size": 17.5, "tracking": -0.25,
  /// "relativeTo": "body", "note": "café 価格"}}, "big": 2**40, "neg": -3, "on": True,
  /// "none": []}`, as plistlib 3.11 writes it.
  static let written = bytes(
    "62706c6973743030d6010203040506070815161718536269675866616d696c696573536e6567546e6f6e65"
      + "526f6e567374796c6573130000010000000000a109d20a0b0c14556661636573546e616d65a10dd30e0f"
      + "101112135466696c65566974616c696356776569676874594272616e642e747466081102bc5a427261"
      + "6e642053616e7313fffffffffffffffda009d1191a54626f6479d41b1c1d1e1f192021546e6f74655a"
      + "72656c6174697665546f5473697a6558747261636b696e676700630061006600e900204fa1683c2340"
      + "3180000000000023bfd000000000000008151922262b2e353e40454b5052595e656c76777a858e8f90"
      + "9398a1a6b1b6bfced700000000000001010000000000000022000000000000000000000000000000e0")

  static func bytes(_ hex: String) -> [UInt8] {
    var result: [UInt8] = []
    var digits = hex.makeIterator()
    while let high = digits.next(), let low = digits.next() {
      result.append(UInt8(String([high, low]), radix: 16)!)
    }
    return result
  }

  /// The node as compact text: numbers, quoted strings, `[…]` and `{key: …}`.
  func text(_ node: ConfigNode?) -> String {
    guard let node else { return "missing" }
    switch node.kind {
    case .null: return "null"
    case .bool(let value): return "\(value)"
    case .number(let value): return "\(value)"
    case .string(let value): return "\"\(value)\""
    case .array(let elements): return "[" + elements.map { text($0) }.joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { "\($0.key): \(text($0.value))" }.joined(separator: ", ") + "}"
    }
  }

  func member(_ node: ConfigNode, _ path: String...) -> ConfigNode? {
    var node = node
    for key in path {
      guard case .object(let members) = node.kind,
        let next = members.first(where: { $0.key == key })
      else { return nil }
      node = next.value
    }
    return node
  }

  @Test func readsWhatPlistlibWrote() throws {
    #expect(BinaryPropertyListReader.isBinary(Self.written))
    let root = try BinaryPropertyListReader.parse(Self.written)
    guard case .object(let members) = root.kind else {
      Issue.record("not a dictionary")
      return
    }
    #expect(members.map(\.key) == ["big", "families", "neg", "none", "on", "styles"])
    #expect(text(member(root, "big")) == "1099511627776.0")
    #expect(text(member(root, "neg")) == "-3.0")
    #expect(text(member(root, "on")) == "true")
    #expect(text(member(root, "none")) == "[]")
    #expect(text(member(root, "styles", "body", "size")) == "17.5")
    #expect(text(member(root, "styles", "body", "tracking")) == "-0.25")
    #expect(text(member(root, "styles", "body", "note")) == #""café 価格""#)
    guard case .array(let families) = member(root, "families")?.kind,
      let family = families.first, case .array(let faces) = member(family, "faces")?.kind
    else {
      Issue.record("no families")
      return
    }
    #expect(text(member(family, "name")) == #""Brand Sans""#)
    #expect(text(member(faces[0], "weight")) == "700.0")
    #expect(text(member(faces[0], "italic")) == "false")
  }

  @Test func malformedListsNameTheByte() {
    func message(_ bytes: [UInt8]) -> String? {
      do {
        _ = try BinaryPropertyListReader.parse(bytes)
        return nil
      } catch { return error.message }
    }
    let written = Self.written
    // Truncated to its header and a short trailer.
    #expect(message(Array(written.prefix(20)))?.contains("truncated") == true)
    // The offset table moved past the file.
    var farTable = written
    farTable[farTable.count - 1] = 0xFF
    #expect(message(farTable)?.contains("outside the file") == true)
    // The top object's marker changed to an unknown type.
    var unknown = written
    unknown[8] = 0x70
    #expect(
      message(unknown)
        == "binary property list object 0 at byte 8 has an unknown type (marker 0x70)")
    // References of zero bytes.
    var noReferences = written
    noReferences[noReferences.count - 25] = 0
    #expect(message(noReferences)?.contains("1 to 8 allowed") == true)
  }

  @Test func aListInsideItselfIsACycle() {
    // bplist00, object 0 = array [object 0], offset table [8], trailer.
    var bytes = Array("bplist00".utf8) + [0xA1, 0x00, 0x08]
    bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0]
    bytes += [0, 0, 0, 0, 0, 0, 0, 10]
    #expect(throws: BinaryPropertyListReader.ReadError.self) {
      try BinaryPropertyListReader.parse(bytes)
    }
    do {
      _ = try BinaryPropertyListReader.parse(bytes)
    } catch {
      #expect(error.message.contains("contains itself"))
    }
  }
}
