import OpenType
import Typeset

/// The faces a rendering draws with, opened once each and kept by file path.
///
/// A value type: each rendering owns its store, so nothing is shared between threads.
///
/// ```swift
/// var faces = FaceStore()
/// let face = try faces.face(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// ```
public struct FaceStore: Sendable {
  private var faces: [String: Face]
  private var bytes: [String: [UInt8]] = [:]

  /// A store, optionally with faces already opened (tests pass fonts built in memory).
  public init(preloaded: [String: Face] = [:]) {
    self.faces = preloaded
  }

  /// The face stored in the file at `path` (the first face of a collection).
  ///
  /// - Throws: ``RenderError/unreadableFont(path:reason:)`` or
  ///   ``RenderError/invalidFont(path:_:)``.
  public mutating func face(atPath path: String) throws(RenderError) -> Face {
    if let face = faces[path] { return face }
    let data = try fileBytes(atPath: path)
    do {
      let face = try FontFile(bytes: data).face(at: 0)
      faces[path] = face
      return face
    } catch {
      throw .invalidFont(path: path, error)
    }
  }

  /// The face a resolved font draws with.
  ///
  /// - Throws: See ``face(atPath:)``.
  ///
  /// Opened through the engine's `FontLibrary`, which finds the face of a collection by its
  /// PostScript name.
  public mutating func face(for font: ResolvedFont) throws(RenderError) -> Face {
    let path = font.face.resolvedPath
    // A collection holds several faces under one path: keep each by path and name.
    let key = path + "\u{0}" + font.face.postScriptName
    if let face = faces[key] ?? faces[path] { return face }
    do {
      let face = try FontLibrary.shared.face(at: path, postScriptName: font.face.postScriptName)
      faces[key] = face
      return face
    } catch {
      throw .unreadableFont(path: path, reason: "\(error)")
    }
  }

  /// The bytes of the font file at `path`, as HTML embeds them.
  ///
  /// - Throws: ``RenderError/unreadableFont(path:reason:)``.
  public mutating func fileBytes(atPath path: String) throws(RenderError) -> [UInt8] {
    if let data = bytes[path] { return data }
    if let face = faces[path] {
      let data = Array(face.data)
      bytes[path] = data
      return data
    }
    do {
      let data = try TypographyDocument.readFile(path)
      bytes[path] = data
      return data
    } catch {
      throw .unreadableFont(path: path, reason: error.reason)
    }
  }
}
