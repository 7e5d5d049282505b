# HF get_linear_schedule_with_warmup ported as a precomputed per-step lr array for nn.AdamWeightDecay,
# dividing by max(1, num_warmup_steps) like the torch helper; this run uses warmup_ratio 0.0.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

TOTAL, WARMUP_RATIO, BASE_LR = 40, 0.0, 5e-3
warmup = int(TOTAL * WARMUP_RATIO)
steps = np.arange(TOTAL, dtype=np.float32)
lrs = BASE_LR * np.minimum(steps / max(1, warmup), (TOTAL - steps) / max(1, TOTAL - warmup))
lrs = lrs.astype(np.float32)
print("num_warmup_steps", warmup, "lr[:4]", lrs[:4])

net = nn.SequentialCell(nn.Dense(20, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=Tensor(lrs), weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
X = np.random.randn(256, 20).astype(np.float32)
Y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)
for step in range(TOTAL):
    idx = np.random.choice(256, 32, replace=False)
    loss, grads = grad_fn(Tensor(X[idx]), Tensor(Y[idx]))
    opt(grads)
    if step % 4 == 0:
        print(f"step {step:3d} lr {lrs[step]:.6f} loss {float(loss.asnumpy()):.6f}", flush=True)
