/// A value of the Unicode `Script` property, named by its ISO 15924 code.
public struct UnicodeScript: Hashable, Sendable, CustomStringConvertible {
  /// The value's index in the generated table.
  let index: UInt8

  /// The script with ISO 15924 code `code` (`"Latn"`, `"Arab"`); `unknown` for another code.
  public init(code: String) {
    index = UInt8(UnicodeTables.scriptCodes.firstIndex(of: code) ?? Self.unknownIndex)
  }

  init(index: UInt8) { self.index = index }

  private static let unknownIndex = UnicodeTables.scriptCodes.firstIndex(of: "Zzzz") ?? 0

  /// The ISO 15924 code, such as `"Arab"`.
  public var code: String { UnicodeTables.scriptCodes[Int(index)] }
  /// The ISO 15924 code.
  public var description: String { code }

  /// `Common` (Zyyy): punctuation, digits and symbols shared by scripts.
  public static let common = UnicodeScript(code: "Zyyy")
  /// `Inherited` (Zinh): marks that take the script of their base.
  public static let inherited = UnicodeScript(code: "Zinh")
  /// `Unknown` (Zzzz): unassigned code points.
  public static let unknown = UnicodeScript(code: "Zzzz")

  /// Whether the script is Common, Inherited or Unknown, which take the script of their
  /// neighbours when text is itemised.
  public var isNeutral: Bool { self == .common || self == .inherited || self == .unknown }
}
