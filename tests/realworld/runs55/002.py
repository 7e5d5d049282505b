# Data-parallel-by-hand with Ray actors: build the MindSpore model once on the driver
# and hand it to each worker actor (like passing an nn.Module to a torch.multiprocessing worker).
import numpy as np
import mindspore as ms
from mindspore import nn
import ray


class MLP(nn.Cell):
    def __init__(self, d_in=16, d_hidden=64, n_cls=3):
        super().__init__()
        self.fc1 = nn.Dense(d_in, d_hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(d_hidden, n_cls)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


@ray.remote(num_cpus=1)
class Worker:
    def __init__(self, net, rank, world):
        self.net = net
        self.rank, self.world = rank, world
        self.opt = nn.SGD(self.net.trainable_params(), learning_rate=0.1)
        self.loss_fn = nn.CrossEntropyLoss()
        self.grad_fn = ms.value_and_grad(lambda a, b: self.loss_fn(self.net(a), b), None, self.opt.parameters)

    def train_steps(self, x, y, n):
        out = []
        for _ in range(n):
            loss, grads = self.grad_fn(ms.Tensor(x), ms.Tensor(y))
            self.opt(grads)
            out.append(float(loss.asnumpy()))
        return out


if __name__ == "__main__":
    ray.init(num_cpus=2, include_dashboard=False)
    rng = np.random.default_rng(1)
    x = rng.normal(size=(512, 16)).astype(np.float32)
    y = rng.integers(0, 3, 512).astype(np.int32)
    net = MLP()
    workers = [Worker.remote(net, r, 2) for r in range(2)]
    shards = np.array_split(np.arange(512), 2)
    losses = ray.get([w.train_steps.remote(x[s], y[s], 10) for w, s in zip(workers, shards)])
    for r, l in enumerate(losses):
        print(f"worker {r}: loss {l[0]:.4f} -> {l[-1]:.4f}")
