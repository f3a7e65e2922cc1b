#include "buffer_arg.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "gcnkit/dispatch.h"

namespace gcnkit::python {

namespace {

// The item code of a PEP 3118 format that is not plain bytes, or 0: 'O' (a Python object), 'P' (a host
// pointer) and '&' (a pointer to the item). Field names (":name:") are skipped.
char referenceCode(const char* format) {
  if (!format) return 0;  // unsigned bytes
  bool inName = false;
  for (const char* c = format; *c; ++c) {
    if (*c == ':') inName = !inName;
    else if (!inName && (*c == 'O' || *c == 'P' || *c == '&')) return *c;
  }
  return 0;
}

std::string pythonError() {
  py::error_already_set e;  // fetches and clears the pending error
  return e.what();
}

}  // namespace

HeldBuffer::HeldBuffer(py::handle object, std::string where, bool writeBack) : where_(std::move(where)) {
  // A NumPy dtype says what its items are before any export (one holding objects may not export at all).
  if (py::hasattr(object, "dtype")) {
    py::object dtype = object.attr("dtype");
    dtype_ = py::str(dtype).cast<std::string>();
    if (py::hasattr(dtype, "hasobject") && dtype.attr("hasobject").cast<bool>())
      raise(exceptions().argument, where_ + ": an array of dtype " + dtype_ +
                                       " holds Python objects (host pointers), not plain bytes a kernel may read or write");
  }
  // Writable if the exporter allows it, else read-only (an input only). Strides and format always; no
  // suboffsets (an exporter that needs them refuses both requests).
  if (writeBack && PyObject_GetBuffer(object.ptr(), &view_, PyBUF_RECORDS) == 0) {
    writable_ = true;
  } else {
    PyErr_Clear();
    if (PyObject_GetBuffer(object.ptr(), &view_, PyBUF_RECORDS_RO) != 0)
      raise(exceptions().argument, where_ + ": its buffer cannot be read as strided plain bytes (" + pythonError() + ")");
  }
  held_ = true;
  try {
    check();
  } catch (...) {  // a constructor that throws runs no destructor: the export must not outlive the refusal
    PyBuffer_Release(&view_);
    held_ = false;
    throw;
  }
  if (writable_) {
    guard_ = PyWeakref_NewRef(object.ptr(), nullptr);
    if (!guard_) PyErr_Clear();  // the type has no weak references: the export and the check at copy-back remain
  }
}

void HeldBuffer::check() {
  if (const char code = referenceCode(view_.format))
    raise(exceptions().argument, where_ + ": its items (format '" + std::string(view_.format) + "') hold " +
                                     (code == 'O' ? "Python objects" : "host pointers") +
                                     ", not plain bytes a kernel may read or write");
  if (view_.itemsize <= 0 || view_.ndim < 0 || view_.ndim > PyBUF_MAX_NDIM)
    raise(exceptions().argument, where_ + ": the exporter describes no usable item size or shape");
  // The size in bytes, checked for overflow before anything is copied.
  uint64_t items = 1;
  bool tooBig = false;
  for (int d = 0; d < view_.ndim; ++d) {
    const Py_ssize_t n = view_.shape[d];
    if (n < 0) raise(exceptions().argument, where_ + ": a negative dimension in the exported shape");
    if (n && items > emu::kMaxBufferArgBytes / uint64_t(n)) tooBig = true;
    items *= uint64_t(n);
    if (!n) items = 0, tooBig = false;
  }
  if (tooBig || (items && uint64_t(view_.itemsize) > emu::kMaxBufferArgBytes / items))
    raise(exceptions().argument, where_ + ": larger than the " + std::to_string(emu::kMaxBufferArgBytes) +
                                     " bytes a buffer argument may hold (the largest range of a buffer resource)");
  size_ = items * uint64_t(view_.itemsize);
  contiguous_ = PyBuffer_IsContiguous(&view_, 'C');
  if (writable_ && !contiguous_ && overlapping()) {
    // Elements that share bytes (a broadcast or as_strided view) cannot be written back one by one.
    std::string strides;
    for (int d = 0; d < view_.ndim; ++d) strides += (d ? ", " : "") + std::to_string(view_.strides[d]);
    raise(exceptions().argument, where_ + ": a writable buffer whose elements overlap (strides (" + strides +
                                     ")) cannot be written back; pass a copy (np.ascontiguousarray) or a read-only view");
  }
}

HeldBuffer::~HeldBuffer() {
  Py_XDECREF(guard_);
  if (held_) PyBuffer_Release(&view_);
}

std::string HeldBuffer::describe() const {
  if (!dtype_.empty()) return "array of " + dtype_ + "[" + std::to_string(size_ / uint64_t(view_.itemsize)) + "]";
  return "buffer of " + std::to_string(size_) + " bytes";
}

// Sufficient for distinct elements: with the dimensions sorted by |stride|, each stride steps over everything
// the smaller dimensions span.
bool HeldBuffer::overlapping() const {
  if (!size_) return false;
  std::vector<int> dims;
  for (int d = 0; d < view_.ndim; ++d)
    if (view_.shape[d] > 1) dims.push_back(d);
  std::sort(dims.begin(), dims.end(),
            [&](int a, int b) { return std::abs(view_.strides[a]) < std::abs(view_.strides[b]); });
  uint64_t span = uint64_t(view_.itemsize);
  for (int d : dims) {
    const uint64_t stride = uint64_t(std::abs(view_.strides[d]));
    if (stride < span) return true;
    span = stride * uint64_t(view_.shape[d] - 1) + span;
  }
  return false;
}

template <class Fn>
void HeldBuffer::forEachItem(Fn&& fn) const {
  if (!size_) return;
  const int nd = view_.ndim;
  std::vector<Py_ssize_t> index(size_t(std::max(nd, 1)), 0);
  auto* base = static_cast<uint8_t*>(view_.buf);
  const uint64_t item = uint64_t(view_.itemsize);
  for (uint64_t offset = 0; offset < size_; offset += item) {
    Py_ssize_t at = 0;
    for (int d = 0; d < nd; ++d) at += index[size_t(d)] * view_.strides[d];
    fn(base + at, offset);
    for (int d = nd - 1; d >= 0; --d) {  // the next index in C order
      if (++index[size_t(d)] < view_.shape[d]) break;
      index[size_t(d)] = 0;
    }
  }
}

std::vector<uint8_t> HeldBuffer::gather() const {
  std::vector<uint8_t> out(static_cast<size_t>(size_));
  if (contiguous_) {
    if (size_) std::memcpy(out.data(), view_.buf, size_t(size_));
  } else {
    const size_t item = size_t(view_.itemsize);
    forEachItem([&](const uint8_t* p, uint64_t offset) { std::memcpy(out.data() + offset, p, item); });
  }
  return out;
}

void HeldBuffer::scatter(std::span<const uint8_t> data) {
  if (!writable_ || data.size() != size_) return;
  // A fresh export must describe the same memory: an exporter that let itself be resized or moved (NumPy with
  // refcheck=False, an extension type that ignores exports) gets nothing written.
  Py_buffer now{};
  if (PyObject_GetBuffer(view_.obj, &now, PyBUF_RECORDS) != 0) {
    PyErr_Clear();
    raise(PyExc_BufferError, where_ + ": the buffer is no longer writable after the launch; nothing was written back");
  }
  bool same = now.buf == view_.buf && now.len == view_.len && now.itemsize == view_.itemsize && now.ndim == view_.ndim;
  for (int d = 0; same && d < view_.ndim; ++d)
    same = now.shape[d] == view_.shape[d] && now.strides[d] == view_.strides[d];
  PyBuffer_Release(&now);
  if (!same)
    raise(PyExc_BufferError, where_ + ": the buffer was resized or moved during the launch; nothing was written back");
  if (contiguous_) {
    if (size_) std::memcpy(view_.buf, data.data(), size_t(size_));
    return;
  }
  const size_t item = size_t(view_.itemsize);
  forEachItem([&](uint8_t* p, uint64_t offset) { std::memcpy(p, data.data() + offset, item); });
}

}  // namespace gcnkit::python
