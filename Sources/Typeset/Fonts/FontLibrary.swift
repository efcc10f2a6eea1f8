import DynamicType
import OpenType

/// Opens font files and finds faces in them, once per file: the engine's one place that reads
/// fonts from disk.
///
/// Files are read whole and parsed lazily by `OpenType`; a collection's face is found by its
/// PostScript name. The library is thread-safe and shared (``shared``), so a typography, an
/// audit and a specimen never read the same file twice.
///
/// ```swift
/// let face = try FontLibrary.shared.face(at: "Fonts/Inter.ttc", postScriptName: "Inter-Bold")
/// ```
public final class FontLibrary: @unchecked Sendable {
  /// The library every part of Typeset uses by default.
  public static let shared = FontLibrary()

  private let lock = Lock()
  private var files: [String: Result<FontFile, FontLoadError>] = [:]
  private var faces: [FaceKey: Result<Face, FontLoadError>] = [:]
  private var descriptions: [FaceKey: FaceDescription] = [:]

  private struct FaceKey: Hashable {
    let path: String
    let postScriptName: String?
  }

  /// Creates an empty library (tests use their own; apps use ``shared``).
  public init() {}

  /// The font file at `path`, read and cached.
  ///
  /// - Throws: ``FontLoadError`` when the file is missing, unreadable or not a font.
  public func file(at path: String) throws(FontLoadError) -> FontFile {
    if let cached = lock.withLock({ files[path] }) { return try cached.get() }
    let result: Result<FontFile, FontLoadError>
    do {
      let bytes = try TypographyDocument.readFile(path)
      do {
        result = .success(try FontFile(bytes: bytes))
      } catch {
        result = .failure(.corrupt(path: path, reason: error.description))
      }
    } catch {
      result = .failure(.unreadable(path: path, reason: error.reason))
    }
    lock.withLock { files[path] = result }
    return try result.get()
  }

  /// The face of the file at `path` with a PostScript name, or its first face when the name is
  /// `nil`.
  ///
  /// - Throws: ``FontLoadError`` when the file cannot be read, or has no face of that name.
  public func face(at path: String, postScriptName: String? = nil) throws(FontLoadError) -> Face {
    let key = FaceKey(path: path, postScriptName: postScriptName)
    if let cached = lock.withLock({ faces[key] }) { return try cached.get() }
    let result: Result<Face, FontLoadError>
    do {
      result = .success(
        try findFace(in: try file(at: path), path: path, postScriptName: postScriptName))
    } catch {
      result = .failure(error)
    }
    lock.withLock { faces[key] = result }
    return try result.get()
  }

  /// What the face of the file at `path` with a PostScript name (its first face when the name
  /// is `nil`) says about itself, read from its tables once and cached.
  ///
  /// - Throws: ``FontLoadError`` when the file cannot be read, or has no face of that name.
  public func faceDescription(at path: String, postScriptName: String? = nil)
    throws(FontLoadError) -> FaceDescription
  {
    let key = FaceKey(path: path, postScriptName: postScriptName)
    if let cached = lock.withLock({ descriptions[key] }) { return cached }
    let description = FaceDescription(try face(at: path, postScriptName: postScriptName))
    lock.withLock { descriptions[key] = description }
    return description
  }

  /// The face a resolved style draws with: its file, and in a collection the face with its
  /// PostScript name.
  ///
  /// - Throws: ``FontLoadError`` when the file is missing, unreadable or has no such face.
  public func face(for face: ResolvedFace) throws(FontLoadError) -> Face {
    try self.face(at: face.resolvedPath, postScriptName: face.postScriptName)
  }

  /// Every face of the file at `path`, in file order.
  public func faces(at path: String) throws(FontLoadError) -> [Face] {
    let file = try file(at: path)
    var result: [Face] = []
    for index in 0..<file.faceCount {
      do {
        result.append(try file.face(at: index))
      } catch {
        throw .corrupt(path: path, reason: "face \(index): \(error.description)")
      }
    }
    return result
  }

  private func findFace(in file: FontFile, path: String, postScriptName: String?)
    throws(FontLoadError) -> Face
  {
    var names: [String] = []
    for index in 0..<file.faceCount {
      let face: Face
      do {
        face = try file.face(at: index)
      } catch {
        throw .corrupt(path: path, reason: "face \(index): \(error.description)")
      }
      guard let postScriptName else { return face }
      let name = face.postScriptName ?? ""
      if name == postScriptName { return face }
      names.append(name)
    }
    guard let postScriptName else { throw .corrupt(path: path, reason: "the file has no face") }
    throw .noSuchFace(path: path, postScriptName: postScriptName, available: names)
  }
}

/// Why a font could not be loaded.
public enum FontLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is missing or cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not a font Typeset can read.
  case corrupt(path: String, reason: String)
  /// The file has no face with that PostScript name.
  case noSuchFace(path: String, postScriptName: String, available: [String])

  var isNoSuchFace: Bool {
    if case .noSuchFace = self { return true }
    return false
  }

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): \(reason)"
    case .corrupt(let path, let reason): "\(path): not a readable font (\(reason))"
    case .noSuchFace(let path, let name, let available):
      "\(path) has no face \"\(name)\" (it has \(available.map { "\"\($0)\"" }.joined(separator: ", ")))"
    }
  }
}

/// What a font file says about a face: the values a typography file may leave out.
public struct FaceDescription: Hashable, Sendable {
  /// The PostScript name (name ID 6).
  public let postScriptName: String
  /// The family name for grouping: the typographic family (ID 16), else the family (ID 1).
  public let familyName: String
  /// The style name: the typographic subfamily (ID 17), else the subfamily (ID 2).
  public let styleName: String
  /// The weight class (`OS/2` usWeightClass), clamped to 1…1000.
  public let weight: FontWeight
  /// Whether the face is italic or oblique (`OS/2` fsSelection, or `head` macStyle).
  public let isItalic: Bool
  /// The width class (`OS/2` usWidthClass), 5 for normal.
  public let widthClass: Int
  /// The variation axes of a variable font.
  public let axes: [VariationAxisRange]

  /// Reads the description of a face.
  public init(_ face: Face) {
    postScriptName = face.postScriptName ?? ""
    familyName = face.preferredFamilyName ?? postScriptName
    styleName = face.preferredSubfamilyName ?? ""
    weight = FontWeight(rawValue: min(max(face.weightClass.rawValue, 1), 1000)) ?? .regular
    isItalic = face.isItalic || face.isOblique
    widthClass = face.widthClass.rawValue
    axes = face.variationAxes.map {
      VariationAxisRange(
        tag: $0.tag.description, minimum: $0.minimumValue, defaultValue: $0.defaultValue,
        maximum: $0.maximumValue)
    }
  }
}

extension Face {
  /// The height of a line of this face at `pointSize` as Apple platforms lay it out: the
  /// `hhea` ascender plus descender (`UIFont.ascender - UIFont.descender`), in points.
  public func lineExtent(atPointSize pointSize: Double) -> Double {
    guard unitsPerEm > 0 else { return 0 }
    return Double(ascender - descender) / Double(unitsPerEm) * pointSize
  }
}
