/// A style that Apple's Human Interface Guidelines list for one platform but that has no
/// `UIFont.TextStyle`, such as watchOS's "Footnote 2" or tvOS's "Subtitle 1".
public struct SupplementaryTextStyle: Hashable, Sendable {
  /// The style's name in the HIG table, such as `footnote2`.
  public let name: String
  /// Its weights, sizes and leadings.
  public let row: ReferenceRow
}
