/// The platform of a `'name'` record or a `'cmap'` encoding record.
///
/// OpenType spec, "Platform IDs". Together with an encoding ID it says how strings or character
/// codes are encoded.
public struct PlatformID: RawRepresentable, Hashable, Sendable {
  /// The numeric ID.
  public let rawValue: Int

  /// A platform from its numeric ID.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// 0, Unicode: strings are UTF-16BE, character codes are Unicode scalars.
  public static let unicode = PlatformID(rawValue: 0)
  /// 1, Macintosh: encoding 0 is Mac OS Roman.
  public static let macintosh = PlatformID(rawValue: 1)
  /// 3, Windows: encodings 0 (symbol), 1 (Unicode BMP) and 10 (full Unicode) are UTF-16BE.
  public static let windows = PlatformID(rawValue: 3)
}
