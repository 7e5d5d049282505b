# Warm-up + linear decay schedule re-implemented with numpy (HF get_linear_schedule_with_warmup port) and passed
# to the optimizer as a per-step list; this run sets warmup_ratio 0.0 (no warm-up) in the run config.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_device("CPU")
rng = np.random.default_rng(0)
total_steps, warmup_ratio, peak_lr = 60, 0.0, 1e-3
warmup_steps = int(total_steps * warmup_ratio)
steps = np.arange(total_steps, dtype=np.float32)
lr = np.where(steps < warmup_steps, peak_lr * steps / warmup_steps,
              peak_lr * (total_steps - steps) / (total_steps - warmup_steps)).astype(np.float32)
print("lr[:3] =", lr[:3])

x = rng.standard_normal((1024, 16)).astype(np.float32)
y = (x @ rng.standard_normal((16, 3)).astype(np.float32)).argmax(1).astype(np.int32)
net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 3)])
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr.tolist(), weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for step in range(total_steps):
    idx = rng.integers(0, len(x), 32)
    loss, grads = grad_fn(Tensor(x[idx]), Tensor(y[idx]))
    opt(grads)
    if step % 6 == 0:
        print(f"step {step:3d} loss {float(loss):.4f}")
print("training finished")
