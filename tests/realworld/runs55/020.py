# Ray actor with a compiled (ms.jit) MindSpore train step. The NaN guard is carried over from the
# torch loop (which raised FloatingPointError so the Ray driver could reschedule the trial).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import ray


@ray.remote(num_cpus=1)
class JitTrainer:
    def __init__(self, seed):
        ms.set_seed(seed)
        self.net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4))
        self.loss_fn = nn.CrossEntropyLoss()
        self.opt = nn.Adam(self.net.trainable_params(), learning_rate=1e-3)

        def forward(x, y):
            return self.loss_fn(self.net(x), y)

        grad_fn = ms.value_and_grad(forward, None, self.opt.parameters)
        opt = self.opt

        @ms.jit
        def train_step(x, y):
            loss, grads = grad_fn(x, y)
            if ops.isnan(loss).any() or ops.isinf(loss).any():
                raise FloatingPointError("non-finite loss, aborting trial")
            opt(grads)
            return loss

        self.train_step = train_step
        self.rng = np.random.default_rng(seed)

    def run(self, steps):
        out = []
        for s in range(steps):
            x = self.rng.normal(size=(64, 16)).astype(np.float32)
            y = x[:, :4].argmax(1).astype(np.int32)
            out.append(float(self.train_step(ms.Tensor(x), ms.Tensor(y)).asnumpy()))
        return out


ray.init(num_cpus=2, include_dashboard=False)
trainers = [JitTrainer.remote(s) for s in range(2)]
for i, losses in enumerate(ray.get([t.run.remote(30) for t in trainers])):
    print(f"trial {i}: loss {losses[0]:.4f} -> {losses[-1]:.4f}")
