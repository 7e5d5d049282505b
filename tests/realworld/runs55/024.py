# Ray hyper-parameter sweep for the ported MindSpore classifier (mindspore imported on the driver too).
import numpy as np
import mindspore as ms
from mindspore import nn
import ray

ray.init(num_cpus=2, include_dashboard=False)


@ray.remote(num_cpus=1)
def run_trial(lr, steps=60):
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, 16)).astype(np.float32)
    y = (x[:, :4].sum(1) > 0).astype(np.int32)
    net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=lr)

    def forward(a, b):
        return loss_fn(net(a), b)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    losses = []
    for step in range(steps):
        idx = rng.integers(0, 512, 64)
        loss, grads = grad_fn(ms.Tensor(x[idx]), ms.Tensor(y[idx]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    return lr, losses


lrs = [1e-3, 3e-3, 1e-2]
for lr, losses in ray.get([run_trial.remote(lr) for lr in lrs]):
    print(f"lr={lr:g} loss by step: " + " ".join(f"{losses[i]:.3f}" for i in range(0, len(losses), 10)) + f" final {losses[-1]:.3f}")
print("sweep finished")
