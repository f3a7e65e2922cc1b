#include "cli/mapped_input.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/io.h"

namespace gcnkit::cli {

namespace {

constexpr size_t kReadAhead = size_t(8) << 20;

// Faults the next stretch of the mapping in with one call (Linux 5.14's MADV_POPULATE_READ) rather than a fault
// per 4 KiB page, each of which is costly under virtualisation; a kernel without it faults pages in as usual.
void readAhead(const char* map, size_t size, size_t from) {
#ifndef MADV_POPULATE_READ
  constexpr int MADV_POPULATE_READ = 22;
#endif
  static const size_t page = size_t(::sysconf(_SC_PAGESIZE));
  from = from / page * page;
  if (from < size) ::madvise(const_cast<char*>(map) + from, std::min(kReadAhead, size - from), MADV_POPULATE_READ);
}

}  // namespace

std::optional<MappedInput> MappedInput::open(const std::string& path, std::string& error) {
  MappedInput in;
  if (path != "-") {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    struct stat st {};
    if (fd >= 0 && ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
      void* p = ::mmap(nullptr, size_t(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
      ::close(fd);
      if (p != MAP_FAILED) {
        // (no MADV_SEQUENTIAL: it drops pages behind the reader that a diagnostic or a second pass reads again)
        in.map_ = static_cast<const char*>(p);
        in.size_ = size_t(st.st_size);
        readAhead(in.map_, in.size_, 0);
        in.readTo_ = kReadAhead;
        return in;
      }
    } else if (fd >= 0) {
      ::close(fd);
    }
  }
  auto data = readInput(path, error);  // standard input, pipes, empty files, or a failed mapping
  if (!data) return std::nullopt;
  in.read_ = std::move(*data);
  return in;
}

MappedInput::MappedInput(MappedInput&& o) noexcept
    : map_(o.map_), size_(o.size_), released_(o.released_), readTo_(o.readTo_), read_(std::move(o.read_)) {
  o.map_ = nullptr;
}

MappedInput::~MappedInput() {
  if (map_) ::munmap(const_cast<char*>(map_), size_);
}

void MappedInput::release(size_t offset) {
  if (!map_) return;
  static const size_t page = size_t(::sysconf(_SC_PAGESIZE));
  const size_t end = std::min(offset, size_) / page * page;
  if (end > released_) {
    // A private, unwritten file mapping: dropped pages are read back from the file if touched again.
    ::madvise(const_cast<char*>(map_) + released_, end - released_, MADV_DONTNEED);
    released_ = end;
    if (end >= readTo_) readTo_ = 0;  // what was read ahead is gone too
  }
  if (offset < size_ && offset + kReadAhead / 2 > readTo_) {  // keep reading ahead of the reader
    readAhead(map_, size_, offset);
    readTo_ = offset + kReadAhead;
  }
}

}  // namespace gcnkit::cli
