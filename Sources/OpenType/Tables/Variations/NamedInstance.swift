/// A named instance of a variable font, such as "Bold" or "Condensed Light".
public struct NamedInstance: Hashable, Sendable {
  /// The 'name' record of the instance's subfamily name.
  public var subfamilyNameID: NameID
  /// The 'name' record of the instance's PostScript name, if the font gives one.
  public var postScriptNameID: NameID?
  /// The design-space coordinates, by axis tag.
  public var coordinates: [Tag: Double]

  /// An instance from its values.
  public init(subfamilyNameID: NameID, postScriptNameID: NameID?, coordinates: [Tag: Double]) {
    self.subfamilyNameID = subfamilyNameID
    self.postScriptNameID = postScriptNameID
    self.coordinates = coordinates
  }
}
