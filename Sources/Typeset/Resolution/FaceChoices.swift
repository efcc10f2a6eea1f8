import DynamicType

/// The faces already chosen while one ``ResolutionTable`` is filled.
///
/// A face depends only on the family, the weight asked for, the slant and Bold Text, and the
/// cells of a table ask for the same few again and again (every category of a style, and
/// styles that share a family and weight). Reusing the choice also shares one face's storage
/// among those cells. Used by one thread, while the table is built.
package final class FaceChoices {
  private struct Entry {
    let family: String
    let weight: FontWeight
    let italic: Bool
    let boldText: Bool
    let face: ResolvedFace
  }

  private var entries: [Entry] = []

  /// The face chosen before for these inputs, if any.
  func face(family: String, weight: FontWeight, italic: Bool, boldText: Bool) -> ResolvedFace? {
    for entry in entries
    where entry.weight == weight && entry.italic == italic && entry.boldText == boldText
      && entry.family == family
    {
      return entry.face
    }
    return nil
  }

  /// Keeps `face` as the choice for these inputs.
  func add(_ face: ResolvedFace, family: String, weight: FontWeight, italic: Bool, boldText: Bool) {
    entries.append(
      Entry(family: family, weight: weight, italic: italic, boldText: boldText, face: face))
  }
}
