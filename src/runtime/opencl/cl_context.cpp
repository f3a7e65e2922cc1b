// Contexts, command queues and events. Queues are in order and synchronous: a command has finished when its
// enqueue returns (an out-of-order queue is accepted and runs in order, which is one valid order), so every
// event is complete and clFinish/clFlush/clWaitForEvents only check their arguments.
#include <chrono>
#include <vector>

#include "runtime/opencl/cl_objects.h"

namespace gcnkit::opencl {

namespace {


// The properties of a context: only CL_CONTEXT_PLATFORM (our platform) and CL_CONTEXT_INTEROP_USER_SYNC.
cl_int checkProperties(const cl_context_properties* p, std::vector<cl_context_properties>& out) {
  if (!p) return CL_SUCCESS;
  for (; *p; p += 2) {
    if (p[0] == CL_CONTEXT_PLATFORM) {
      if (reinterpret_cast<cl_platform_id>(p[1]) != platform()) return CL_INVALID_PLATFORM;
    } else if (p[0] != CL_CONTEXT_INTEROP_USER_SYNC) {
      return CL_INVALID_PROPERTY;
    }
    out.push_back(p[0]);
    out.push_back(p[1]);
  }
  out.push_back(0);
  return CL_SUCCESS;
}

cl_context createContext(const cl_context_properties* properties, cl_uint n, const cl_device_id* devices,
                         void(CL_CALLBACK* notify)(const char*, const void*, size_t, void*), void* data,
                         cl_int* errcode) {
  if (!devices || !n || (!notify && data)) return withError(errcode, CL_INVALID_VALUE, cl_context(nullptr));
  for (cl_uint i = 0; i < n; ++i)
    if (devices[i] != device()) return withError(errcode, CL_INVALID_DEVICE, cl_context(nullptr));
  if (!runtimeDevice()) return withError(errcode, CL_DEVICE_NOT_AVAILABLE, cl_context(nullptr));
  auto c = std::make_unique<_cl_context>();
  c->dispatch = dispatchTable();
  if (cl_int e = checkProperties(properties, c->properties); e != CL_SUCCESS)
    return withError(errcode, e, cl_context(nullptr));
  c->notify = notify;
  c->notifyData = data;
  return withError(errcode, CL_SUCCESS, c.release());
}

cl_context createContextFromType(const cl_context_properties* properties, cl_device_type type,
                                 void(CL_CALLBACK* notify)(const char*, const void*, size_t, void*), void* data,
                                 cl_int* errcode) {
  if (type != CL_DEVICE_TYPE_ALL && !(type & (CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_DEFAULT)))
    return withError(errcode, CL_DEVICE_NOT_FOUND, cl_context(nullptr));
  cl_device_id d = device();
  return createContext(properties, 1, &d, notify, data, errcode);
}

cl_int retainContext(cl_context c) { return retain(c, CL_INVALID_CONTEXT); }

cl_int releaseContext(cl_context c) {
  return release(c, CL_INVALID_CONTEXT, [](cl_context gone) { delete gone; });
}

cl_int contextInfo(cl_context c, cl_context_info param, size_t size, void* value, size_t* ret) {
  if (!valid(c)) return CL_INVALID_CONTEXT;
  switch (param) {
    case CL_CONTEXT_REFERENCE_COUNT: return answerValue(size, value, ret, cl_uint(c->references));
    case CL_CONTEXT_NUM_DEVICES: return answerValue(size, value, ret, cl_uint(1));
    case CL_CONTEXT_DEVICES: return answerValue(size, value, ret, device());
    case CL_CONTEXT_PROPERTIES:
      return answer(size, value, ret, c->properties.data(), c->properties.size() * sizeof(cl_context_properties));
    default: return CL_INVALID_VALUE;
  }
}

cl_command_queue makeQueue(cl_context c, cl_device_id d, cl_command_queue_properties props, cl_int* errcode) {
  if (!valid(c)) return withError(errcode, CL_INVALID_CONTEXT, cl_command_queue(nullptr));
  if (d != device()) return withError(errcode, CL_INVALID_DEVICE, cl_command_queue(nullptr));
  if (props & ~cl_command_queue_properties(CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE))
    return withError(errcode, CL_INVALID_QUEUE_PROPERTIES, cl_command_queue(nullptr));
  auto q = std::make_unique<_cl_command_queue>();
  q->dispatch = dispatchTable();
  q->context = c;
  q->properties = props;
  retainContext(c);
  return withError(errcode, CL_SUCCESS, q.release());
}

cl_command_queue createQueue(cl_context c, cl_device_id d, cl_command_queue_properties props, cl_int* errcode) {
  return makeQueue(c, d, props, errcode);
}

cl_command_queue createQueueWithProperties(cl_context c, cl_device_id d, const cl_queue_properties* p,
                                           cl_int* errcode) {
  cl_command_queue_properties props = 0;
  for (; p && *p; p += 2) {
    if (p[0] == CL_QUEUE_PROPERTIES) props = cl_command_queue_properties(p[1]);
    else return withError(errcode, CL_INVALID_VALUE, cl_command_queue(nullptr));  // (CL_QUEUE_SIZE: device queues)
  }
  return makeQueue(c, d, props, errcode);
}

cl_int retainQueue(cl_command_queue q) { return retain(q, CL_INVALID_COMMAND_QUEUE); }

cl_int releaseQueue(cl_command_queue q) {
  return release(q, CL_INVALID_COMMAND_QUEUE, [](cl_command_queue gone) {
    releaseContext(gone->context);
    delete gone;
  });
}

cl_int queueInfo(cl_command_queue q, cl_command_queue_info param, size_t size, void* value, size_t* ret) {
  if (!valid(q)) return CL_INVALID_COMMAND_QUEUE;
  switch (param) {
    case CL_QUEUE_CONTEXT: return answerValue(size, value, ret, q->context);
    case CL_QUEUE_DEVICE: return answerValue(size, value, ret, device());
    case CL_QUEUE_REFERENCE_COUNT: return answerValue(size, value, ret, cl_uint(q->references));
    case CL_QUEUE_PROPERTIES: return answerValue(size, value, ret, q->properties);
    default: return CL_INVALID_VALUE;
  }
}

cl_int finish(cl_command_queue q) { return valid(q) ? CL_SUCCESS : CL_INVALID_COMMAND_QUEUE; }

cl_int waitForEvents(cl_uint n, const cl_event* list) {
  if (!n || !list) return CL_INVALID_VALUE;
  return checkWaitList(n, list);
}

cl_int retainEvent(cl_event e) { return retain(e, CL_INVALID_EVENT); }

cl_int releaseEvent(cl_event e) {
  return release(e, CL_INVALID_EVENT, [](cl_event gone) {
    if (gone->queue) releaseQueue(gone->queue);
    releaseContext(gone->context);
    delete gone;
  });
}

cl_int eventInfo(cl_event e, cl_event_info param, size_t size, void* value, size_t* ret) {
  if (!valid(e)) return CL_INVALID_EVENT;
  switch (param) {
    case CL_EVENT_COMMAND_QUEUE: return answerValue(size, value, ret, e->queue);
    case CL_EVENT_CONTEXT: return answerValue(size, value, ret, e->context);
    case CL_EVENT_COMMAND_TYPE: return answerValue(size, value, ret, e->type);
    case CL_EVENT_COMMAND_EXECUTION_STATUS: return answerValue(size, value, ret, e->status);
    case CL_EVENT_REFERENCE_COUNT: return answerValue(size, value, ret, cl_uint(e->references));
    default: return CL_INVALID_VALUE;
  }
}

cl_int profilingInfo(cl_event e, cl_profiling_info param, size_t size, void* value, size_t* ret) {
  if (!valid(e)) return CL_INVALID_EVENT;
  if (!e->queue || !(e->queue->properties & CL_QUEUE_PROFILING_ENABLE)) return CL_PROFILING_INFO_NOT_AVAILABLE;
  switch (param) {
    case CL_PROFILING_COMMAND_QUEUED: return answerValue(size, value, ret, e->queued);
    case CL_PROFILING_COMMAND_SUBMIT: return answerValue(size, value, ret, e->submitted);
    case CL_PROFILING_COMMAND_START: return answerValue(size, value, ret, e->started);
    case CL_PROFILING_COMMAND_END: case CL_PROFILING_COMMAND_COMPLETE: return answerValue(size, value, ret, e->ended);
    default: return CL_INVALID_VALUE;
  }
}

cl_event createUserEvent(cl_context c, cl_int* errcode) {
  if (!valid(c)) return withError(errcode, CL_INVALID_CONTEXT, cl_event(nullptr));
  auto e = std::make_unique<_cl_event>();
  e->dispatch = dispatchTable();
  e->context = c;
  e->type = CL_COMMAND_USER;
  e->status = CL_SUBMITTED;
  retainContext(c);
  return withError(errcode, CL_SUCCESS, e.release());
}

cl_int setUserEventStatus(cl_event e, cl_int status) {
  if (!valid(e) || e->queue) return CL_INVALID_EVENT;
  if (status != CL_COMPLETE && status >= 0) return CL_INVALID_VALUE;
  if (e->status <= CL_COMPLETE) return CL_INVALID_OPERATION;  // set once
  e->status = status;
  return CL_SUCCESS;
}

cl_int setEventCallback(cl_event e, cl_int type, void(CL_CALLBACK* notify)(cl_event, cl_int, void*), void* data) {
  if (!valid(e)) return CL_INVALID_EVENT;
  if (!notify || (type != CL_COMPLETE && type != CL_SUBMITTED && type != CL_RUNNING)) return CL_INVALID_VALUE;
  if (e->status <= type) notify(e, e->status, data);  // every command has already reached its status
  return CL_SUCCESS;
}

// Markers and barriers: with in-order synchronous execution they only produce their event.
cl_int enqueueMarkerWithWaitList(cl_command_queue q, cl_uint n, const cl_event* list, cl_event* event) {
  if (!valid(q)) return CL_INVALID_COMMAND_QUEUE;
  if (cl_int e = checkWaitList(n, list); e != CL_SUCCESS) return e;
  const cl_ulong t = nowNanoseconds();
  completeEvent(q, CL_COMMAND_MARKER, event, t, t);
  return CL_SUCCESS;
}

cl_int enqueueBarrierWithWaitList(cl_command_queue q, cl_uint n, const cl_event* list, cl_event* event) {
  if (!valid(q)) return CL_INVALID_COMMAND_QUEUE;
  if (cl_int e = checkWaitList(n, list); e != CL_SUCCESS) return e;
  const cl_ulong t = nowNanoseconds();
  completeEvent(q, CL_COMMAND_BARRIER, event, t, t);
  return CL_SUCCESS;
}

cl_int enqueueMarker(cl_command_queue q, cl_event* event) {
  if (!event) return CL_INVALID_VALUE;
  return enqueueMarkerWithWaitList(q, 0, nullptr, event);
}
cl_int enqueueWaitForEvents(cl_command_queue q, cl_uint n, const cl_event* list) {
  if (!valid(q)) return CL_INVALID_COMMAND_QUEUE;
  if (!n || !list) return CL_INVALID_VALUE;
  return checkWaitList(n, list);
}
cl_int enqueueBarrier(cl_command_queue q) { return valid(q) ? CL_SUCCESS : CL_INVALID_COMMAND_QUEUE; }

}  // namespace

cl_ulong nowNanoseconds() {
  return cl_ulong(std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::steady_clock::now().time_since_epoch()).count());
}

void completeEvent(cl_command_queue q, cl_command_type type, cl_event* event, cl_ulong queued, cl_ulong started) {
  if (!event) return;
  auto e = std::make_unique<_cl_event>();
  e->dispatch = dispatchTable();
  e->context = q->context;
  e->queue = q;
  e->type = type;
  e->status = CL_COMPLETE;
  e->queued = queued;
  e->submitted = started;
  e->started = started;
  e->ended = nowNanoseconds();
  retainContext(q->context);
  retainQueue(q);
  *event = e.release();
}

cl_int checkWaitList(cl_uint n, const cl_event* list) {
  if ((n && !list) || (!n && list)) return CL_INVALID_EVENT_WAIT_LIST;
  for (cl_uint i = 0; i < n; ++i) {
    if (!valid(list[i])) return CL_INVALID_EVENT_WAIT_LIST;
    if (list[i]->status < 0) return CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
  }
  return CL_SUCCESS;
}

void fillContextSlots(cl_icd_dispatch& d) {
  d.clCreateContext = createContext;
  d.clCreateContextFromType = createContextFromType;
  d.clRetainContext = retainContext;
  d.clReleaseContext = releaseContext;
  d.clGetContextInfo = contextInfo;
  d.clCreateCommandQueue = createQueue;
  d.clCreateCommandQueueWithProperties = createQueueWithProperties;
  d.clRetainCommandQueue = retainQueue;
  d.clReleaseCommandQueue = releaseQueue;
  d.clGetCommandQueueInfo = queueInfo;
  d.clFinish = finish;
  d.clFlush = finish;
  d.clWaitForEvents = waitForEvents;
  d.clRetainEvent = retainEvent;
  d.clReleaseEvent = releaseEvent;
  d.clGetEventInfo = eventInfo;
  d.clGetEventProfilingInfo = profilingInfo;
  d.clCreateUserEvent = createUserEvent;
  d.clSetUserEventStatus = setUserEventStatus;
  d.clSetEventCallback = setEventCallback;
  d.clEnqueueMarkerWithWaitList = enqueueMarkerWithWaitList;
  d.clEnqueueBarrierWithWaitList = enqueueBarrierWithWaitList;
  d.clEnqueueMarker = enqueueMarker;
  d.clEnqueueWaitForEvents = enqueueWaitForEvents;
  d.clEnqueueBarrier = enqueueBarrier;
}

}  // namespace gcnkit::opencl
