# Data-parallel training on CPU with msrun (2 workers); each worker reads its own share of the shard files
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(0)

# write 9 shard files of synthetic data (as produced by the preprocessing job)
os.makedirs("shards", exist_ok=True)
rng = np.random.default_rng(0)
W = rng.normal(size=(32, 4))
for i in range(9):
    path = f"shards/part-{i:05d}.npz"
    if not os.path.exists(path):
        x = rng.normal(size=(256, 32)).astype(np.float32)
        np.savez(path, x=x, y=(x @ W).argmax(1).astype(np.int32))

files = sorted(f for f in os.listdir("shards") if f.endswith(".npz"))
my_files = files[rank::world]
x = np.concatenate([np.load(os.path.join("shards", f))["x"] for f in my_files])
y = np.concatenate([np.load(os.path.join("shards", f))["y"] for f in my_files])
print(f"rank {rank}/{world}: {len(my_files)} shard files, {len(x)} samples", flush=True)
train = ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=True).batch(64, drop_remainder=True)
print(f"rank {rank}: {train.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 4))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
train_net.set_train()

for epoch in range(3):
    for step, (xb, yb) in enumerate(train.create_tuple_iterator()):
        loss = train_net(xb, yb)
        if step % 4 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
    print(f"rank {rank} epoch {epoch} done", flush=True)
print(f"rank {rank} training finished", flush=True)
