# Mistake: torch DistributedSampler(dataset, num_replicas=world_size) picks the rank by itself; the
# port passes only num_shards=get_group_size() to GeneratorDataset and leaves out shard_id, which
# MindSpore needs together with num_shards. Both msrun workers fail while building the pipeline.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {rank}/{world} initialised", flush=True)

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 20)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)

class Source:
    def __getitem__(self, i):
        return X[i], Y[i]
    def __len__(self):
        return len(X)

train = ds.GeneratorDataset(Source(), column_names=["features", "label"], shuffle=True,
                            num_shards=world)
train = train.batch(16, drop_remainder=True)
print(f"rank {rank}: {train.get_dataset_size()} steps per epoch", flush=True)
