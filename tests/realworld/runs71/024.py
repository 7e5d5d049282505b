# torchrun/DDP fine-tune ported to msrun: DATA_PARALLEL, decay/no-decay param groups, sharded dataset
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype(np.float32)
W = rng.normal(size=(20, 4)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)
data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.LayerNorm((64,)), nn.GELU(), nn.Dense(64, 4))
decay = [p for p in net.trainable_params() if p.ndim > 1]
no_decay = [p for p in net.trainable_params() if p.ndim <= 1]
groups = [{"params": decay, "weight_decay": 0.01}, {"params": no_decay, "weight_decay": 0.0}]
opt = nn.AdamWeightDecay(groups, learning_rate=3e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
train.set_train()
for epoch in range(5):
    losses = [float(train(b["x"], b["y"]).asnumpy()) for b in data.create_dict_iterator()]
    print(f"[rank {rank}] epoch {epoch} steps {len(losses)} mean loss {np.mean(losses):.4f}")
print(f"[rank {rank}] done")
