import DynamicType

/// What a typography says, immutable and shared by reference: by every copy of the
/// ``Typography``, by its resolution cache and by the fonts resolved from it (which explain
/// themselves from it on demand).
///
/// It holds no reference to the cache, so a resolved font can keep it without a cycle.
package final class TypographyContent: Sendable {
  package let families: [FontFamily]
  package let defaults: StyleDefinition
  package let styles: [StyleName: StyleDefinition]
  /// Where the faces are measured, for a typography that was not compiled; `nil` for a
  /// compiled one.
  package let faceSource: (any FaceMetricsSource)?
  /// What was measured of the faces on the build machine, for a compiled typography; `nil`
  /// for one whose faces are measured from ``faceSource``.
  let compiledMetrics: [FaceMetrics.Key: FaceMetrics]?
  /// Every style the typography can resolve, in ``Typography/styleNames`` order.
  package let styleNames: [StyleName]
  /// The styles the file defines, in `StyleName` order (Apple's by their order, then custom
  /// styles by name): sorted once here for the checks and writers that go through them.
  package let definedStyleNames: [StyleName]
  /// The position of each style in ``styleNames``.
  let styleIndex: [StyleName: Int]
  let defaultFamilyName: String?

  package init(
    families: [FontFamily], defaults: StyleDefinition, styles: [StyleName: StyleDefinition],
    faceSource: (any FaceMetricsSource)?, compiledMetrics: [FaceMetrics.Key: FaceMetrics]? = nil
  ) {
    self.compiledMetrics = compiledMetrics
    self.families = families
    self.defaults = defaults
    self.styles = styles
    self.faceSource = faceSource
    var names = TextStyle.standard.map(StyleName.textStyle)
    // A set, not `names.contains`: asking the array for each of 20,000 styles was quadratic.
    let standard = Set(names)
    names.reserveCapacity(standard.count + styles.count)
    definedStyleNames = styles.keys.sorted()
    for name in definedStyleNames where !standard.contains(name) { names.append(name) }
    styleNames = names
    styleIndex = Dictionary(
      names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    defaultFamilyName = defaults.family ?? (families.count == 1 ? families.first?.name : nil)
  }

  /// What normalisation measures of a resolved face: the compiled numbers, or what
  /// ``faceSource`` measures.
  func metrics(for face: ResolvedFace) throws(FaceMetricsError) -> FaceMetrics {
    guard let compiledMetrics else {
      guard let faceSource else {
        throw .unreadable(FaceMetricsUnavailable("no font library to read the face from"))
      }
      do {
        return try faceSource.faceMetrics(for: face)
      } catch {
        throw .unreadable(error)
      }
    }
    guard let metrics = compiledMetrics[FaceMetrics.Key(face)] else {
      throw .notCompiled(FaceMetrics.Key(face))
    }
    return metrics
  }

  func family(named name: String) -> FontFamily? {
    families.first { $0.name == name }
  }

  package func definition(of style: StyleName) -> StyleDefinition? {
    if let definition = styles[style] { return definition }
    if case .textStyle = style { return StyleDefinition() }
    return nil
  }
}

/// Why ``TypographyContent/metrics(for:)`` has no metrics for a face.
enum FaceMetricsError: Error {
  /// The face's file could not be read.
  case unreadable(FaceMetricsUnavailable)
  /// A compiled typography was generated without this face at these axis values.
  case notCompiled(FaceMetrics.Key)
}
