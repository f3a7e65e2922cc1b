// File and stream helpers shared by the subcommands.
#pragma once
#include <cstdint>
#include <cstdio>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gcnkit::cli {

// The most read from a stream (standard input, a pipe, a device such as /dev/zero) whose size is not known
// before reading: more is refused rather than read until memory runs out.
inline constexpr uint64_t kMaxStreamInput = uint64_t(256) << 20;

// Reads a whole file ("-" = standard input); nullopt and a message on failure. A regular file is read by its
// size, refused above `maxBytes`; anything else is read up to kMaxStreamInput (and `maxBytes`) and refused
// beyond it.
std::optional<std::string> readInput(const std::string& path, std::string& error, uint64_t maxBytes = UINT64_MAX);
// Writes bytes to a file ("-" = standard output) through a PendingOutput; false and a message on failure.
bool writeOutput(const std::string& path, std::span<const char> data, std::string& error);
// Writes the pieces to a file descriptor in order, with writev (no copy into one buffer); false on a write
// error. Whatever the descriptor's stdio stream holds must have been flushed first.
bool writePieces(int fd, std::span<const std::string_view> pieces);

// An output file that appears only when complete: a regular file is written under a temporary name beside
// it and renamed over the path by commit(); without commit (an error), the temporary file and any older
// file at the path are removed, as llvm-mc leaves no output after an error. Standard output ("-") and
// special files (/dev/null, pipes) are written directly.
class PendingOutput {
 public:
  explicit PendingOutput(std::string path) : path_(std::move(path)) {}
  ~PendingOutput();
  PendingOutput(const PendingOutput&) = delete;
  PendingOutput& operator=(const PendingOutput&) = delete;
  bool open(std::string& error);  // then file() is writable
  std::FILE* file() const { return f_; }
  bool commit(std::string& error);  // flush, close, rename; false after a write error

 private:
  std::string path_, temp_;
  std::FILE* f_ = nullptr;
  bool committed_ = false;
};

}  // namespace gcnkit::cli
