/// Facts about the Typeset package itself.
public enum TypesetPackage {
  /// The package's version, printed by `typeset --version`.
  public static let version = "0.1.0"
}
