/// One row of a platform's reference table: a style's weights and, per category, its size and
/// leading.
///
/// The arrays are aligned with the platform's ``Platform/categories``; `nil` marks a cell that
/// no source confirmed.
public struct ReferenceRow: Hashable, Sendable {
  /// The style's weight at every category (Apple's tables never change it with the size).
  public let weight: FontWeight?
  /// The weight of the emphasized variant.
  public let emphasizedWeight: FontWeight?
  /// The point size per category.
  public let sizes: [Double?]
  /// The leading (line height) per category.
  public let leadings: [Double?]

  /// Creates a row; `leadings` defaults to an unknown leading everywhere.
  public init(
    weight: FontWeight?, emphasizedWeight: FontWeight?, sizes: [Double?], leadings: [Double?]? = nil
  ) {
    self.weight = weight
    self.emphasizedWeight = emphasizedWeight
    self.sizes = sizes
    self.leadings = leadings ?? Array(repeating: nil, count: sizes.count)
  }
}
