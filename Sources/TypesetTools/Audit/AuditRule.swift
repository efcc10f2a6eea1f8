import DynamicType
import OpenType
import Typeset

/// The rules of an audit, with stable identifiers for reports and code-scanning tools.
public enum AuditRule: String, CaseIterable, Hashable, Sendable {
  /// A face's file is missing, unreadable, not a font, or not the face it claims to be.
  case faceFile = "face-file"
  /// A character of a string has no glyph in a face that may render it.
  case missingGlyphs = "missing-glyphs"
  /// A string no longer fits its lines at a category.
  case truncation = "truncation"
  /// A style is smaller than the platform's minimum at the default category.
  case minimumSize = "minimum-size"
  /// A style gets smaller as the category grows.
  case shrinkingSize = "shrinking-size"
  /// Body text does not reach 200 % of its default size by the largest category.
  case textResize = "text-resize"
  /// The line height is smaller than the face's ascender plus descender: glyphs are clipped.
  case clippedLines = "clipped-lines"
  /// A problem found when the typography was read (such as Bold Text with no heavier face).
  case validation = "validation"

  /// One line describing the rule.
  public var summary: String {
    switch self {
    case .faceFile: "Every face file exists, parses, and is the face the typography says."
    case .missingGlyphs: "Every character of the app's strings is in every face that may render it."
    case .truncation: "Strings fit their lines at every content size category."
    case .minimumSize: "No style is below the platform's minimum size at the default category."
    case .shrinkingSize: "No style gets smaller as the content size category grows."
    case .textResize: "Body text reaches 200 % of its default size (WCAG 2.2, 1.4.4 Resize Text)."
    case .clippedLines: "Line heights leave room for the face's ascender and descender."
    case .validation: "The typography file is valid and every weight it asks for exists."
    }
  }
}
