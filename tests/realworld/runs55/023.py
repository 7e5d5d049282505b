# Simulated 2-node Ray cluster (ray.cluster_utils.Cluster); one MindSpore worker per node via a
# STRICT_SPREAD placement group; parameters averaged on the driver after every round (local SGD).
import numpy as np
import mindspore as ms
from mindspore import nn
import ray
from ray.cluster_utils import Cluster
from ray.util.placement_group import placement_group
from ray.util.scheduling_strategies import PlacementGroupSchedulingStrategy

cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1})
cluster.add_node(num_cpus=1)
ray.init(address=cluster.address)
print("nodes:", len(ray.nodes()), "resources:", ray.cluster_resources().get("CPU"))


@ray.remote(num_cpus=1)
class Worker:
    def __init__(self, rank):
        ms.set_seed(0)
        self.rank = rank
        self.net = nn.SequentialCell(nn.Dense(8, 32), nn.Tanh(), nn.Dense(32, 2))
        self.opt = nn.SGD(self.net.trainable_params(), learning_rate=0.5)
        self.loss_fn = nn.CrossEntropyLoss()
        self.grad_fn = ms.value_and_grad(self.forward, None, self.opt.parameters)
        self.rng = np.random.default_rng(rank)

    def forward(self, a, b):
        return self.loss_fn(self.net(a), b)

    def local_steps(self, n):
        tot = 0.0
        for _ in range(n):
            x = self.rng.normal(size=(64, 8)).astype(np.float32)
            y = (x[:, 0] - x[:, 1] > 0).astype(np.int32)
            loss, g = self.grad_fn(ms.Tensor(x), ms.Tensor(y))
            self.opt(g)
            tot += float(loss.asnumpy())
        return tot / n

    def get_weights(self):
        return {p.name: p.asnumpy() for p in self.net.trainable_params()}

    def set_weights(self, w):
        for p in self.net.trainable_params():
            p.set_data(ms.Tensor(w[p.name]))


pg = placement_group([{"CPU": 1}, {"CPU": 1}], strategy="STRICT_SPREAD")
ray.get(pg.ready(), timeout=60)
workers = [Worker.options(scheduling_strategy=PlacementGroupSchedulingStrategy(pg, placement_group_bundle_index=i)).remote(i)
           for i in range(2)]
for rnd in range(8):
    losses = ray.get([w.local_steps.remote(10) for w in workers])
    ws = ray.get([w.get_weights.remote() for w in workers])
    avg = {k: np.mean([wi[k] for wi in ws], axis=0) for k in ws[0]}
    ray.get([w.set_weights.remote(avg) for w in workers])
    print(f"round {rnd} loss per worker {[round(l, 4) for l in losses]}")
print("local SGD finished")
ray.shutdown()
cluster.shutdown()
