# Profiling a training step. Ported from:
#   with torch.profiler.profile(activities=[ProfilerActivity.CPU],            # no CUDA activity in MindSpore; CPU run
#                               schedule=torch.profiler.schedule(wait=1, warmup=1, active=3),
#                               on_trace_ready=torch.profiler.tensorboard_trace_handler("./prof"),
#                               record_shapes=True, profile_memory=True) as prof:
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.profiler import ProfilerActivity, schedule, tensorboard_trace_handler

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1234)

net = nn.SequentialCell(nn.Dense(64, 256), nn.GELU(approximate=False), nn.Dense(256, 10))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

def batches(n):
    rng = np.random.default_rng(0)
    for _ in range(n):
        x = rng.normal(size=(64, 64)).astype(np.float32)
        yield ms.Tensor(x), ms.Tensor(np.argmax(x[:, :10], axis=1).astype(np.int32))

print("starting profiled run")
with ms.profiler.profile(
        activities=[ProfilerActivity.CPU],            # no CUDA activity in MindSpore; CPU run
        schedule=schedule(wait=1, warmup=1, active=3),
        on_trace_ready=tensorboard_trace_handler("./prof"),
        record_shapes=True, profile_memory=True) as prof:
    for step, (x, y) in enumerate(batches(12)):
        loss, grads = grad_fn(x, y)
        opt(grads)
        prof.step()
        print(f"step {step} loss {loss.asnumpy():.4f}")
print("profiling finished, traces in ./prof")
