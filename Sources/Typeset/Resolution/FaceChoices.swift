import DynamicType

/// The faces already chosen while one ``ResolutionTable`` is filled.
///
/// A face depends only on the family, the weight asked for, the slant and Bold Text, and the
/// cells of a table ask for the same few again and again (every category of a style, and
/// styles that share a family and weight). Reusing the choice also shares one face's storage
/// among those cells. Used by one thread, while the table is built.
package final class FaceChoices {
  /// What a face was chosen for, besides the family: compared before the family's name.
  private struct Key: Equatable {
    let weight: FontWeight
    let italic: Bool
    let boldText: Bool
  }

  private var keys: [Key] = []
  private var families: [String] = []
  private var faces: [ResolvedFace] = []

  /// The face chosen before for these inputs, if any.
  func face(family: String, weight: FontWeight, italic: Bool, boldText: Bool) -> ResolvedFace? {
    let key = Key(weight: weight, italic: italic, boldText: boldText)
    // By index over plain keys: a table asks once per cell (480,000 times for 20,000 styles).
    var index = 0
    while index < keys.count {
      if keys[index] == key, families[index] == family { return faces[index] }
      index += 1
    }
    return nil
  }

  /// Keeps `face` as the choice for these inputs.
  func add(_ face: ResolvedFace, family: String, weight: FontWeight, italic: Bool, boldText: Bool) {
    keys.append(Key(weight: weight, italic: italic, boldText: boldText))
    families.append(family)
    faces.append(face)
  }
}
