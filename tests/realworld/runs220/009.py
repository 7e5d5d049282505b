# Data-parallel training where each worker reads its own subset of the pre-tokenised shard files.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(11)

SHARD_FILES = [f"train-{i:05d}-of-00005.npz" for i in range(5)]
def read_shard(name):
    idx = int(name.split("-")[1])
    rng = np.random.default_rng(idx)
    x = rng.normal(size=(256, 16)).astype(np.float32)
    return x, (x[:, :4].sum(1) > 0).astype(np.int32)

my_files = SHARD_FILES[rank::world]
print(f"[rank {rank}] shards: {my_files}", flush=True)
xs, ys = zip(*[read_shard(f) for f in my_files])
data = ds.NumpySlicesDataset({"x": np.concatenate(xs), "y": np.concatenate(ys)}, shuffle=True).batch(64, drop_remainder=True)
print(f"[rank {rank}] {data.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 2))
opt = nn.Adam(net.trainable_params(), 1e-3)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda x, y: nn.CrossEntropyLoss()(net(x), y), None, opt.parameters)

for epoch in range(3):
    for step, (x, y) in enumerate(data.create_tuple_iterator()):
        loss, g = grad_fn(x, y)
        opt(reducer(g))
        if step % 4 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done", flush=True)
ms.save_checkpoint(net, f"rank_{rank}_final.ckpt")
print(f"[rank {rank}] finished", flush=True)
