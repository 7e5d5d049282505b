# torch DataLoader(ds, sampler=DistributedSampler(ds, num_replicas=world, rank=rank)) ported to GeneratorDataset;
# the sampler was translated and the num_shards/shard_id from the MindSpore tutorial were added as well
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)


class ReviewDataset:
    def __init__(self, n=512):
        rng = np.random.default_rng(7)
        self.x = rng.standard_normal((n, 24)).astype(np.float32)
        self.y = (self.x[:, :3].sum(1) > 0).astype(np.int32)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


sampler = ds.DistributedSampler(num_shards=world, shard_id=rank, shuffle=True)
train_ds = ds.GeneratorDataset(ReviewDataset(), ["x", "y"], sampler=sampler, num_shards=world, shard_id=rank)
train_ds = train_ds.batch(32, drop_remainder=True)
print(f"[rank {rank}] batches per epoch: {train_ds.get_dataset_size()}", flush=True)
net = nn.SequentialCell(nn.Dense(24, 32), nn.ReLU(), nn.Dense(32, 2))
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(2, train_ds, callbacks=[ms.LossMonitor(4)], dataset_sink_mode=False)
