/// A font file a typography needs, as an app bundle resource, with the PostScript names that
/// must be available once it is registered.
///
/// ```swift
/// for resource in typography.fontResources {
///   let url = bundle.url(
///     forResource: resource.name, withExtension: resource.extension,
///     subdirectory: resource.subdirectory)
/// }
/// ```
public struct FontResource: Hashable, Sendable {
  /// The file as written in the typography file, such as `Fonts/Serif-Bold.ttf`.
  public let file: String
  /// The file name without its folder and extension: `Serif-Bold`.
  public let name: String
  /// The extension without the dot (`ttf`), or `nil` when the file has none.
  public let `extension`: String?
  /// The folder inside the bundle (`Fonts`), or `nil` for the bundle's top level.
  public let subdirectory: String?
  /// The PostScript names of the faces the typography uses from this file, sorted.
  public let postScriptNames: [String]

  /// Creates a resource from a file path as written in the typography file.
  public init(file: String, postScriptNames: [String]) {
    self.file = file
    self.postScriptNames = postScriptNames.sorted()
    var path = Substring(file)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) }
    let fileName = slash.map { path[path.index(after: $0)...] } ?? path
    subdirectory = (folder?.isEmpty ?? true) ? nil : folder
    if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex {
      name = String(fileName[..<dot])
      self.extension = String(fileName[fileName.index(after: dot)...])
    } else {
      name = String(fileName)
      self.extension = nil
    }
  }
}
