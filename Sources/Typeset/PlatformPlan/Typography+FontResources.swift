extension Typography {
  /// Every font file of the typography, once each, in the order of the file, with the
  /// PostScript names expected from it.
  public var fontResources: [FontResource] {
    var order: [String] = []
    var names: [String: Set<String>] = [:]
    for family in families {
      for face in family.faces {
        if names[face.file] == nil { order.append(face.file) }
        names[face.file, default: []].insert(face.postScriptName)
      }
    }
    return order.map { FontResource(file: $0, postScriptNames: Array(names[$0] ?? [])) }
  }

  /// The PostScript names of the typography that are not available, in the order of the file;
  /// empty when every face can be created.
  ///
  /// - Parameter isAvailable: Whether the platform can create a font with a PostScript name
  ///   (`UIFont(name:size:) != nil`).
  public func missingPostScriptNames(isAvailable: (String) -> Bool) -> [String] {
    var seen: Set<String> = []
    var missing: [String] = []
    for face in families.flatMap(\.faces) where seen.insert(face.postScriptName).inserted {
      if !isAvailable(face.postScriptName) { missing.append(face.postScriptName) }
    }
    return missing
  }
}
