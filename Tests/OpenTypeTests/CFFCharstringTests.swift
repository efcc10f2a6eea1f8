import OpenType
import OpenTypeTestSupport
import Testing

private func point(_ x: Double, _ y: Double) -> OutlinePoint { OutlinePoint(x: x, y: y) }

@Suite("Type 2 charstring operators")
struct CFFCharstringTests {
  @Test("every curve operator, flex included")
  func curves() throws {
    func outline(_ tokens: [CharstringToken]) throws -> [PathCommand] {
      let table = TestCFFWriter.table(charStrings: [
        TestCFFWriter.charstring([0, 0, .rmoveto] + tokens + [.endchar])
      ])
      return Array(try TestCFFWriter.font(table).outline(of: 0).commands.dropFirst().dropLast())
    }
    func cubic(_ values: Double...) -> PathCommand {
      .cubic(
        control1: point(values[0], values[1]), control2: point(values[2], values[3]),
        to: point(values[4], values[5]))
    }
    #expect(try outline([1, 2, 3, 4, 5, 6, .rrcurveto]) == [cubic(1, 2, 4, 6, 9, 12)])
    #expect(try outline([10, 20, 30, 40, .hvcurveto]) == [cubic(10, 0, 30, 30, 30, 70)])
    #expect(try outline([10, 20, 30, 40, 5, .hvcurveto]) == [cubic(10, 0, 30, 30, 35, 70)])
    #expect(
      try outline([10, 20, 30, 40, 1, 2, 3, 4, .vhcurveto])
        == [cubic(0, 10, 20, 40, 60, 40), cubic(61, 40, 63, 43, 63, 47)])
    #expect(try outline([7, 10, 20, 30, 40, .vvcurveto]) == [cubic(7, 10, 27, 40, 27, 80)])
    #expect(try outline([7, 10, 20, 30, 40, .hhcurveto]) == [cubic(10, 7, 30, 37, 70, 37)])
    #expect(
      try outline([1, 2, 3, 4, 5, 6, 10, 0, .rcurveline]) == [
        cubic(1, 2, 4, 6, 9, 12), .line(to: point(19, 12)),
      ])
    #expect(
      try outline([10, 0, 1, 2, 3, 4, 5, 6, .rlinecurve]) == [
        .line(to: point(10, 0)), cubic(11, 2, 14, 6, 19, 12),
      ])
    #expect(
      try outline([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 50, .flex])
        == [cubic(1, 2, 4, 6, 9, 12), cubic(16, 20, 25, 30, 36, 42)])
    #expect(
      try outline([10, 20, 5, 30, 30, 20, 10, .hflex])
        == [cubic(10, 0, 30, 5, 60, 5), cubic(90, 5, 110, 0, 120, 0)])
    #expect(
      try outline([10, 1, 20, 2, 30, 30, 20, 3, 10, .hflex1])
        == [cubic(10, 1, 30, 3, 60, 3), cubic(90, 3, 110, 6, 120, 0)])
    // flex1 with a dominant horizontal extent: the last point returns to y = 0.
    #expect(
      try outline([10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, .flex1])
        == [cubic(10, 1, 20, 2, 30, 3), cubic(40, 4, 50, 5, 60, 0)])
    #expect(throws: OpenTypeError.self) { try outline([1, 2, 3, .rrcurveto]) }
    #expect(throws: OpenTypeError.self) { try outline([1, 2, .hvcurveto]) }
    #expect(throws: OpenTypeError.self) { try outline([1, .escaped(10)]) }
    #expect(throws: OpenTypeError.self) { try outline([.op(2)]) }
  }

  @Test("the deprecated arithmetic, storage and stack operators")
  func arithmetic() throws {
    func end(_ tokens: [CharstringToken]) throws -> OutlinePoint? {
      let charstring = TestCFFWriter.charstring([0, 0, .rmoveto] + tokens + [.rlineto, .endchar])
      let commands = try TestCFFWriter.font(TestCFFWriter.table(charStrings: [charstring]))
        .outline(of: 0).commands
      guard case .line(let point) = commands[1] else { return nil }
      return point
    }
    let (add, sub, mul, div, neg, abs, sqrt) = (
      CharstringToken.escaped(10), CharstringToken.escaped(11), CharstringToken.escaped(24),
      CharstringToken.escaped(12), CharstringToken.escaped(14), CharstringToken.escaped(9),
      CharstringToken.escaped(26)
    )
    let (put, get, exch, ifelse, roll, index, dup, drop) = (
      CharstringToken.escaped(20), CharstringToken.escaped(21), CharstringToken.escaped(28),
      CharstringToken.escaped(22), CharstringToken.escaped(30), CharstringToken.escaped(29),
      CharstringToken.escaped(27), CharstringToken.escaped(18)
    )
    #expect(try end([10, 20, add, 3, mul, 9, 4, sub]) == point(90, 5))
    #expect(try end([7, 2, div, 5, neg, abs]) == point(3.5, 5))
    #expect(try end([49, sqrt, 1, 2, exch, drop]) == point(7, 2))
    #expect(try end([8, 0, put, 9, 1, put, 1, get, 0, get]) == point(9, 8))
    #expect(try end([1, 2, 5, 6, ifelse, 1, 2, 6, 5, ifelse]) == point(1, 2))
    #expect(try end([1, 2, 3, 3, 1, roll, drop]) == point(3, 1))
    #expect(try end([4, 5, 1, index, drop, dup, drop]) == point(4, 5))
    #expect(throws: OpenTypeError.self) { try end([1, 40, put]) }
    #expect(throws: OpenTypeError.self) { try end([1, 5, index]) }
    #expect(throws: OpenTypeError.self) { try end([1, 2, 9, 1, roll]) }
  }

  @Test("hint masks skip one bit per stem, implicit vstems included")
  func hintMasks() throws {
    // 3 hstems (odd operand count: the first is the width) + 6 implicit vstems = 9 stems, so
    // hintmask is followed by 2 bytes. 0x15 is rmoveto: miscounting would change the outline.
    let tokens: [CharstringToken] = [
      500, 0, 10, 20, 10, 40, 10, .hstemhm, 0, 5, 10, 5, 20, 5, 30, 5, 40, 5, 50, 5,
      .hintmask, .raw([0xFF, 0x15]), 100, 100, .rmoveto, 50, .hlineto, .hintmask,
      .raw([0x15, 0x15]),
      50, .vlineto, .endchar,
    ]
    let cff = try TestCFFWriter.font(
      TestCFFWriter.table(charStrings: [TestCFFWriter.charstring(tokens)]))
    #expect(
      try cff.outline(of: 0).commands == [
        .move(to: point(100, 100)), .line(to: point(150, 100)), .line(to: point(150, 150)), .close,
      ])
  }
}
