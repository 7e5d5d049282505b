# Ray actor pool for fine-tuning, ported from the CUDA torch version. Resource request kept as-is.
import numpy as np
import mindspore as ms
from mindspore import nn
import ray


@ray.remote(num_gpus=1, num_cpus=1)
class FineTuner:
    def __init__(self, seed):
        ms.set_seed(seed)
        self.net = nn.SequentialCell(nn.Dense(20, 64), nn.Tanh(), nn.Dense(64, 2))
        self.opt = nn.Adam(self.net.trainable_params(), learning_rate=1e-3)
        self.loss_fn = nn.CrossEntropyLoss()
        self.grad_fn = ms.value_and_grad(lambda a, b: self.loss_fn(self.net(a), b), None, self.opt.parameters)
        self.rng = np.random.default_rng(seed)

    def fit(self, steps=30):
        losses = []
        for _ in range(steps):
            x = self.rng.normal(size=(32, 20)).astype(np.float32)
            y = (x[:, :3].sum(1) > 0).astype(np.int32)
            loss, g = self.grad_fn(ms.Tensor(x), ms.Tensor(y))
            self.opt(g)
            losses.append(float(loss.asnumpy()))
        return losses


ray.init(num_cpus=2, include_dashboard=False)
tuners = [FineTuner.remote(seed) for seed in range(2)]
print("submitted", len(tuners), "fine-tuning actors")
results = ray.get([t.fit.remote() for t in tuners], timeout=90)
for i, l in enumerate(results):
    print(f"tuner {i}: loss {l[0]:.4f} -> {l[-1]:.4f}")
