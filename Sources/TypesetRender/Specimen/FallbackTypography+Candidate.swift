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

extension FallbackTypography.Candidate {
  /// A family whose two files are in `folder`; `regular` and `bold` are the file names.
  init(family: String, folder: String, regular: String, bold: String) {
    self.init(family: family, regular: folder + "/" + regular, bold: folder + "/" + bold)
  }
}
