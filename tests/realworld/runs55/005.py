# Gang-schedule two MindSpore training workers with a placement group (one worker per
# "node", 2 CPUs each, as in our 2-node torch DDP setup), then train a few steps in each.
import numpy as np
import mindspore as ms
from mindspore import nn
import ray
from ray.util.placement_group import placement_group
from ray.util.scheduling_strategies import PlacementGroupSchedulingStrategy

NUM_WORKERS = 2
CPUS_PER_WORKER = 2


@ray.remote
class Worker:
    def __init__(self, rank):
        self.rank = rank
        self.net = nn.Dense(10, 2)
        self.opt = nn.SGD(self.net.trainable_params(), learning_rate=0.05)
        self.loss_fn = nn.CrossEntropyLoss()
        self.grad_fn = ms.value_and_grad(lambda a, b: self.loss_fn(self.net(a), b), None, self.opt.parameters)

    def train(self, steps):
        rng = np.random.default_rng(self.rng_seed if hasattr(self, "rng_seed") else self.rank)
        out = []
        for _ in range(steps):
            x = rng.normal(size=(32, 10)).astype(np.float32)
            y = (x[:, 0] > 0).astype(np.int32)
            loss, g = self.grad_fn(ms.Tensor(x), ms.Tensor(y))
            self.opt(g)
            out.append(float(loss.asnumpy()))
        return out


ray.init(include_dashboard=False)
print("cluster resources:", ray.cluster_resources())
pg = placement_group([{"CPU": CPUS_PER_WORKER}] * NUM_WORKERS, strategy="STRICT_SPREAD")
ray.get(pg.ready(), timeout=60)
workers = [
    Worker.options(num_cpus=CPUS_PER_WORKER,
                   scheduling_strategy=PlacementGroupSchedulingStrategy(pg, placement_group_bundle_index=i)).remote(i)
    for i in range(NUM_WORKERS)
]
for r, losses in enumerate(ray.get([w.train.remote(20) for w in workers])):
    print(f"rank {r}: {losses[0]:.4f} -> {losses[-1]:.4f}")
