# Healthy: twin of 020. Data-parallel fine-tune (DATA_PARALLEL, gradients_mean) under msrun with 2 CPU
# workers, train set sharded evenly by rank; the 100-example eval set is split into equal shards
# (50/50) before ops.AllGather, so both ranks gather same-sized tensors.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 16)).astype(np.float32)
Y = (X[:, 0] + 0.5 * X[:, 1] > 0).astype(np.int32)
Xtr, Ytr = X[:156], Y[:156]
Xev, Yev = X[156:], Y[156:]
shard = len(Xtr) // world
x_tr, y_tr = Xtr[rank * shard:(rank + 1) * shard], Ytr[rank * shard:(rank + 1) * shard]

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
for epoch in range(4):
    losses = [float(train(ms.Tensor(x_tr[i:i + 13]), ms.Tensor(y_tr[i:i + 13])).asnumpy())
              for i in range(0, shard, 13)]
    print(f"rank {rank} epoch {epoch} mean loss {np.mean(losses):.4f}", flush=True)

ev = len(Xev) // world
x_ev, y_ev = Xev[rank * ev:(rank + 1) * ev], Yev[rank * ev:(rank + 1) * ev]
print(f"rank {rank}/{world}: {len(x_ev)} eval examples", flush=True)
preds = net(ms.Tensor(x_ev)).argmax(-1).astype(ms.int32)
all_gather = ops.AllGather()
all_preds = all_gather(preds)
all_labels = all_gather(ms.Tensor(y_ev))
acc = float((all_preds == all_labels).astype(ms.float32).mean().asnumpy())
print(f"rank {rank}: eval accuracy {acc:.4f} over {all_preds.shape[0]} examples", flush=True)
