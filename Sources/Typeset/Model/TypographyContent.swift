import DynamicType

/// What a typography says, immutable and shared by reference: by every copy of the
/// ``Typography``, by its resolution cache and by the fonts resolved from it (which explain
/// themselves from it on demand).
///
/// It holds no reference to the cache, so a resolved font can keep it without a cycle.
final class TypographyContent: Sendable {
  let families: [FontFamily]
  let defaults: StyleDefinition
  let styles: [StyleName: StyleDefinition]
  let fonts: FontLibrary
  /// Every style the typography can resolve, in ``Typography/styleNames`` order.
  let styleNames: [StyleName]
  /// The position of each style in ``styleNames``.
  let styleIndex: [StyleName: Int]
  let defaultFamilyName: String?

  init(
    families: [FontFamily], defaults: StyleDefinition, styles: [StyleName: StyleDefinition],
    fonts: FontLibrary
  ) {
    self.families = families
    self.defaults = defaults
    self.styles = styles
    self.fonts = fonts
    var names = TextStyle.standard.map(StyleName.textStyle)
    for name in styles.keys.sorted() where !names.contains(name) { names.append(name) }
    styleNames = names
    styleIndex = Dictionary(
      names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    defaultFamilyName = defaults.family ?? (families.count == 1 ? families.first?.name : nil)
  }

  func family(named name: String) -> FontFamily? {
    families.first { $0.name == name }
  }

  func definition(of style: StyleName) -> StyleDefinition? {
    if let definition = styles[style] { return definition }
    if case .textStyle = style { return StyleDefinition() }
    return nil
  }
}
