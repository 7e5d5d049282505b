# torch: sampler = DistributedSampler(dataset, num_replicas=world_size, rank=rank, shuffle=True)
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)


class PairDataset:
    def __init__(self, n=400):
        rng = np.random.default_rng(3)
        self.a = rng.standard_normal((n, 12)).astype(np.float32)
        self.b = (self.a @ rng.standard_normal((12, 1))).astype(np.float32)

    def __getitem__(self, i):
        return self.a[i], self.b[i]

    def __len__(self):
        return len(self.a)


dataset = PairDataset()
sampler = ds.DistributedSampler(dataset, world, rank, shuffle=True)
loader = ds.GeneratorDataset(dataset, ["x", "y"], sampler=sampler).batch(20)
net = nn.Dense(12, 1)
model = ms.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.05))
model.train(3, loader, callbacks=[ms.LossMonitor(5)], dataset_sink_mode=False)
