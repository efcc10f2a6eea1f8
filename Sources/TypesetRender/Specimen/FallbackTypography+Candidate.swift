extension FallbackTypography {
  /// A family the machine may have: its name and the paths of its regular and bold faces.
  public struct Candidate: Hashable, Sendable {
    /// The family's name.
    public let family: String
    /// The regular face's path.
    public let regular: String
    /// The bold face's path.
    public let bold: String
  }
}
