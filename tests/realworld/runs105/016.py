# Data-parallel training with msrun (2 CPU workers); each rank reads its own list of shard files
# (files[rank::world]) like the torch script did, 5 shard files of 160 samples each
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(0)

rng = np.random.default_rng(0)
shards = []
for i in range(5):
    x = rng.normal(size=(160, 10)).astype(np.float32)
    shards.append((x, (x[:, 0] - x[:, 1] > 0).astype(np.int32)))
mine = shards[rank::world]
X = np.concatenate([s[0] for s in mine]); Y = np.concatenate([s[1] for s in mine])
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32, drop_remainder=True)
print(f"[rank {rank}] {len(mine)} shard files, {train_ds.get_dataset_size()} steps per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), 1e-3))
train_net.set_train()
for epoch in range(2):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(x, y)
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} finished", flush=True)
ms.save_checkpoint(net, f"/home/user/project/dp_rank{rank}.ckpt")
print(f"[rank {rank}] saved checkpoint, done", flush=True)
