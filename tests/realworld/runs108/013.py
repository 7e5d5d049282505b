# Data-parallel fine-tune with msrun (2 CPU workers); after training each rank predicts on its slice of the
# validation set (val[rank::world], like the torch DistributedSampler-free eval) and predictions are all-gathered
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(901, 10)).astype(np.float32)
Y = (X[:, 2] * X[:, 3] > 0).astype(np.int32)
Xtr, Ytr, Xva, Yva = X[:800], Y[:800], X[800:], Y[800:]
train = ds.NumpySlicesDataset({"x": Xtr, "y": Ytr}, shuffle=True, num_shards=world, shard_id=rank).batch(40, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(10, 64), nn.ReLU(), nn.Dense(64, 2))
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 3e-3))
train_net.set_train()
for epoch in range(3):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = train_net(x, y)
    print(f"[rank {rank}] epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)

net.set_train(False)
my_x, my_y = Xva[rank::world], Yva[rank::world]
print(f"[rank {rank}] evaluating {len(my_x)} validation samples", flush=True)
preds = net(ms.Tensor(my_x)).argmax(axis=1).astype(ms.int32)
gather = ops.AllGather()
all_preds = gather(preds)
all_y = gather(ms.Tensor(my_y))
acc = float((all_preds == all_y).astype(ms.float32).mean().asnumpy())
if rank == 0:
    print(f"validation accuracy over {all_preds.shape[0]} samples: {acc:.4f}", flush=True)
