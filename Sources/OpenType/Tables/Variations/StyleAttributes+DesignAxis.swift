extension StyleAttributes {
  /// A design axis as 'STAT' records it (it may not exist in 'fvar').
  public struct DesignAxis: Hashable, Sendable {
    /// The axis tag.
    public var tag: Tag
    /// The 'name' record that names the axis.
    public var nameID: NameID
    /// The axis's position when names are composed from several axes.
    public var ordering: Int
  }
}
