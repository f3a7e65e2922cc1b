#include "cli/io.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace gcnkit::cli {

std::optional<std::string> readInput(const std::string& path, std::string& error) {
  if (path == "-") {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    return ss.str();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = path + ": " + std::strerror(errno);
    return std::nullopt;
  }
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool writeOutput(const std::string& path, std::span<const char> data, std::string& error) {
  if (path == "-") {
    std::fwrite(data.data(), 1, data.size(), stdout);
    return std::fflush(stdout) == 0;
  }
  std::ofstream out(path, std::ios::binary);
  if (!out) {
    error = path + ": " + std::strerror(errno);
    return false;
  }
  out.write(data.data(), std::streamsize(data.size()));
  if (!out) {
    error = path + ": write failed";
    return false;
  }
  return true;
}

}  // namespace gcnkit::cli
