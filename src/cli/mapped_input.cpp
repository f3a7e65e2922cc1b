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

std::optional<MappedInput> MappedInput::open(const std::string& path, std::string& error) {
  MappedInput in;
  if (path != "-") {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    struct stat st {};
    if (fd >= 0 && ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
      void* p = ::mmap(nullptr, size_t(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
      ::close(fd);
      if (p != MAP_FAILED) {
        ::madvise(p, size_t(st.st_size), MADV_SEQUENTIAL);  // read ahead, read once
        in.map_ = static_cast<const char*>(p);
        in.size_ = size_t(st.st_size);
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
    : map_(o.map_), size_(o.size_), released_(o.released_), read_(std::move(o.read_)) {
  o.map_ = nullptr;
}

MappedInput::~MappedInput() {
  if (map_) ::munmap(const_cast<char*>(map_), size_);
}

void MappedInput::release(size_t offset) {
  if (!map_) return;
  static const size_t page = size_t(::sysconf(_SC_PAGESIZE));
  const size_t end = std::min(offset, size_) / page * page;
  if (end <= released_) return;
  // A private, unwritten file mapping: dropped pages are read back from the file if touched again.
  ::madvise(const_cast<char*>(map_) + released_, end - released_, MADV_DONTNEED);
  released_ = end;
}

}  // namespace gcnkit::cli
