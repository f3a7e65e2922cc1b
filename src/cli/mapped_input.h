// An input file mapped into memory rather than read, so that a large source need not be held whole: the
// assembler says how far it has got, and the pages behind it are dropped (release). Reading a dropped page
// again still works (it is read back from the file), so views into the text stay valid; they only cost
// memory again when used. Standard input, pipes and empty files are read into memory as before.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace gcnkit::cli {

class MappedInput {
 public:
  // The file ("-" = standard input), or nullopt and a message.
  static std::optional<MappedInput> open(const std::string& path, std::string& error);
  MappedInput(MappedInput&& o) noexcept;
  MappedInput& operator=(MappedInput&&) = delete;
  MappedInput(const MappedInput&) = delete;
  ~MappedInput();

  std::string_view text() const { return map_ ? std::string_view(map_, size_) : std::string_view(read_); }
  // The bytes before `offset` are done with for now: drop their pages from memory, and read the next few
  // megabytes in ahead of the reader (mapped files only).
  void release(size_t offset);

 private:
  MappedInput() = default;
  const char* map_ = nullptr;  // the mapping, or null when the input was read into read_
  size_t size_ = 0;
  size_t released_ = 0;  // pages before this offset are already dropped
  size_t readTo_ = 0;    // pages before this offset have been read ahead
  std::string read_;
};

}  // namespace gcnkit::cli
