# Two Ray training actors (a seed sweep). Each actor has the fail-fast guard from our torch
# elastic launcher: if the loss stops being finite, kill the worker process so the job
# supervisor notices instead of wasting compute.
import math
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import ray


@ray.remote(num_cpus=1)
class Trainer:
    def __init__(self, seed, lr):
        ms.set_seed(seed)
        self.seed, self.lr = seed, lr
        # regression head on un-normalised house-price style features (torch version used StandardScaler upstream)
        self.net = nn.SequentialCell(nn.Dense(8, 64), nn.ReLU(), nn.Dense(64, 1))
        self.opt = nn.SGD(self.net.trainable_params(), learning_rate=lr)
        self.loss_fn = nn.MSELoss()
        self.grad_fn = ms.value_and_grad(lambda a, b: self.loss_fn(self.net(a), b), None, self.opt.parameters)
        rng = np.random.default_rng(seed)
        self.x = (rng.normal(size=(1024, 8)) * np.array([1, 10, 100, 1000, 1, 1, 50, 5000])).astype(np.float32)
        self.y = (self.x @ rng.normal(size=(8, 1)) + 3.0).astype(np.float32)
        self.rng = rng

    def run(self, steps):
        for step in range(steps):
            idx = self.rng.integers(0, 1024, 64)
            loss, g = self.grad_fn(ms.Tensor(self.x[idx]), ms.Tensor(self.y[idx]))
            self.opt(g)
            val = float(loss.asnumpy())
            print(f"[seed {self.seed}] step {step} loss {val:.6g}", flush=True)
            if not math.isfinite(val):
                print(f"[seed {self.seed}] non-finite loss at step {step}, terminating worker", flush=True)
                os._exit(1)
        return val


ray.init(num_cpus=2, include_dashboard=False)
trainers = [Trainer.remote(s, 1e-3) for s in (0, 1)]
finals = ray.get([t.run.remote(40) for t in trainers])
print("final losses:", finals)
