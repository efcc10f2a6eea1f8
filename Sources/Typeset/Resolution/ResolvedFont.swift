import DynamicType
import OpenType

/// A style resolved for one environment: the face to draw with and the numbers to draw at.
///
/// Every output of Typeset (the UIKit and SwiftUI fonts, specimens, audits) comes from a
/// `ResolvedFont`, so they agree. ``steps`` explains how each number was reached.
public struct ResolvedFont: Hashable, Sendable {
  /// The style that was resolved.
  public let style: StyleName
  /// The Apple style whose curve the size followed.
  public let relativeTo: TextStyle
  /// The category the numbers are for (the environment's effective category).
  public let category: ContentSizeCategory
  /// The platform whose tables were used.
  public let platform: Platform
  /// Whether Bold Text was on.
  public let isBoldTextEnabled: Bool
  /// The face and the weight it is drawn at.
  public let face: ResolvedFace
  /// The final point size: after the minimum and maximum, times the normalisation factor.
  public let pointSize: Double
  /// The size before the minimum and maximum were applied.
  public let unclampedPointSize: Double
  /// The size after the minimum and maximum, before normalisation; the line height is
  /// designed for this size.
  public let clampedPointSize: Double
  /// The normalisation that multiplied the clamped size, or `nil` when none was asked for.
  public let normalization: NormalizationFactor?
  /// The baseline-to-baseline line height in points, for the final size.
  public let lineHeight: Double
  /// The letter spacing in points (`NSAttributedString.Key.kern`), for the final size.
  public let tracking: Double
  /// The scaling strategy that produced the size.
  public let scaling: ScalingStrategy
  /// How each number was reached, in order.
  public let steps: [ResolutionStep]

  /// Whether the minimum or maximum size changed the size.
  public var isClamped: Bool { clampedPointSize != unclampedPointSize }
}

/// The face a style resolved to, and the weight it is drawn at.
public struct ResolvedFace: Hashable, Sendable {
  /// The family's name in the typography.
  public let family: String
  /// The face chosen from the family, as the typography describes it (its file, PostScript
  /// name, weight and axes). Open it with ``Typography/openFace(for:)``.
  public let source: FontFace
  /// The weight asked for (after Bold Text).
  public let requestedWeight: FontWeight
  /// The weight drawn: the face's weight, or for a variable font the weight axis value.
  public let weight: Double
  /// Variation axis values to set, by tag (`["wght": 600]`); empty for a static face.
  public let axisValues: [String: Double]

  /// The face's PostScript name.
  public var postScriptName: String { source.postScriptName }
  /// The face's file, as written in the typography file.
  public var file: String { source.file }
  /// Whether the face is italic.
  public var isItalic: Bool { source.isItalic }
  /// The face's file, resolved against the typography file's folder.
  public var resolvedPath: String { source.resolvedPath }
  /// ``axisValues`` as a variation location for the OpenType reader.
  public var location: [Tag: Double] {
    var location: [Tag: Double] = [:]
    for (tag, value) in axisValues { location[Tag(tag)] = value }
    return location
  }
}

/// One step of a resolution: which quantity, its value, and why.
public struct ResolutionStep: Hashable, Sendable, CustomStringConvertible {
  /// What the step decides: `category`, `base size`, `point size`, `weight` …
  public let quantity: String
  /// The value decided, with its unit.
  public let value: String
  /// How the value was reached, with the numbers that went in.
  public let reason: String

  /// Creates a step.
  public init(quantity: String, value: String, reason: String) {
    self.quantity = quantity
    self.value = value
    self.reason = reason
  }

  /// `quantity: value — reason`.
  public var description: String { "\(quantity): \(value) — \(reason)" }
}

/// Why a style could not be resolved.
public enum ResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The typography has no style of that name.
  case unknownStyle(String)
  /// Apple's table lacks a value the style needs and the typography does not give it.
  case missingReference(StyleName, ScalingError, hint: String)
  /// The style is normalised, and its font cannot be read or measured.
  case normalizationFailed(StyleName, reason: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unknownStyle(let name):
      return "the typography has no style \"\(name)\""
    case .missingReference(let style, let error, let hint):
      return "\(style): \(error); \(hint)"
    case .normalizationFailed(let style, let reason):
      return "\(style): cannot normalise: \(reason)"
    }
  }
}
