// A value or the reason there is none: how every object-layer function reports bad input.
#pragma once
#include <optional>
#include <string>
#include <utility>

namespace gcnkit {

template <class T>
class Expected {
 public:
  Expected(T value) : value_(std::move(value)) {}
  static Expected failure(std::string message) {
    Expected e;
    e.error_ = std::move(message);
    return e;
  }
  explicit operator bool() const { return value_.has_value(); }
  bool ok() const { return value_.has_value(); }
  T& operator*() { return *value_; }
  const T& operator*() const { return *value_; }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }
  const std::string& error() const { return error_; }

 private:
  Expected() = default;
  std::optional<T> value_;
  std::string error_;
};

// Shorthand so that `return fail("...")` converts to any Expected<T>.
struct Failure {
  std::string message;
  template <class T>
  operator Expected<T>() && { return Expected<T>::failure(std::move(message)); }
};
inline Failure fail(std::string message) { return Failure{std::move(message)}; }

}  // namespace gcnkit
