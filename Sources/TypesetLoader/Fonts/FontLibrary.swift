import DynamicType
import OpenType
import Typeset

/// Opens font files and finds faces in them, once per file: the engine's one place that reads
/// fonts from disk.
///
/// Large files are mapped into memory (small ones read) and parsed lazily by `OpenType`; a collection's face is found by its
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
  private var metrics: [FaceMetricsKey: FaceMetrics] = [:]

  private struct FaceMetricsKey: Hashable {
    let path: String
    let postScriptName: String
    let axisValues: [String: Double]
  }

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
      let data = try TypographyDocument.readFontFile(path)
      do {
        result = .success(try FontFile(data: data))
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
  package func faceDescription(at path: String, postScriptName: String? = nil)
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

  /// What normalisation measures of the face a resolved style draws with, at the axis values
  /// it is drawn at: read from the file once and cached.
  ///
  /// - Throws: ``FontLoadError`` when the file is missing, unreadable or has no such face.
  public func metrics(for face: ResolvedFace) throws(FontLoadError) -> FaceMetrics {
    let key = FaceMetricsKey(
      path: face.resolvedPath, postScriptName: face.postScriptName, axisValues: face.axisValues)
    if let cached = lock.withLock({ metrics[key] }) { return cached }
    let measured = FaceMetrics(face: try self.face(for: face), location: face.location)
    lock.withLock { metrics[key] = measured }
    return measured
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
