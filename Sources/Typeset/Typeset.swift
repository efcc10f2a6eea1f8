/// Facts about the Typeset package itself.
public enum TypesetPackage {
  /// The package's version, printed by `typeset-cli --version`.
  public static let version = "0.1.0"
}
