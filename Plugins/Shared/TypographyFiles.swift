// Shared by the three plugins (each plugin directory links this file): which files of a target
// are typography files, and which are strings files.

import Foundation

/// Finding a target's typography and strings files.
enum TypographyFiles {
  /// Whether a file is a typography file by its name: `typography.json`, `typography.plist`,
  /// or a name ending in `.typography.json` or `.typography.plist`.
  static func isTypography(_ url: URL) -> Bool {
    let name = url.lastPathComponent
    return ["typography.json", "typography.plist"].contains(name)
      || name.hasSuffix(".typography.json") || name.hasSuffix(".typography.plist")
  }

  /// Whether a file holds an app's strings: `.strings` or `.xcstrings`.
  static func isStrings(_ url: URL) -> Bool {
    ["strings", "xcstrings"].contains(url.pathExtension)
  }

  /// The files among `files` that pass `include`, in path order.
  static func select(_ files: [URL], _ include: (URL) -> Bool) -> [URL] {
    files.filter(include).sorted { $0.path < $1.path }
  }

  /// A name for the outputs of each typography file: its folder's name and its own, with `.`
  /// made `_` (`App/typography.json` gives `App_typography_json`), numbered when two files of
  /// `typographies` would get the same name.
  static func outputStems(of typographies: [URL]) -> [URL: String] {
    var stems: [URL: String] = [:]
    var used: [String: Int] = [:]
    for typography in typographies {
      let folder = typography.deletingLastPathComponent().lastPathComponent
      let base = "\(folder)_\(typography.lastPathComponent)".replacingOccurrences(
        of: ".", with: "_")
      let count = used[base, default: 0]
      used[base] = count + 1
      stems[typography] = count == 0 ? base : "\(base)_\(count + 1)"
    }
    return stems
  }
}
