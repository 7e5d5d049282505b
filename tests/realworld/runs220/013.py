# Data-parallel GRU sequence classifier on 2 CPU workers with per-rank checkpoints and a global eval.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(3)

rng = np.random.default_rng(2)
seqs = rng.normal(size=(1280, 12, 6)).astype(np.float32)
labels = (seqs[:, :, 0].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"seq": seqs[:1024], "label": labels[:1024]}, shuffle=True,
                              num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"seq": seqs[1024:], "label": labels[1024:]}, shuffle=False,
                            num_shards=world, shard_id=rank).batch(64)

class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.rnn = nn.GRU(6, 24, batch_first=True)
        self.head = nn.Dense(24, 2)
    def construct(self, x):
        _, h = self.rnn(x)
        return self.head(h[-1])

net = GRUClassifier()
opt = nn.Adam(net.trainable_params(), 5e-3)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()
grad_fn = ms.value_and_grad(lambda x, y: nn.CrossEntropyLoss()(net(x), y), None, opt.parameters)

def evaluate():
    net.set_train(False)
    correct, total = 0.0, 0.0
    for x, y in val.create_tuple_iterator():
        correct += float((net(x).argmax(1) == y).sum().asnumpy()); total += y.shape[0]
    stats = allreduce(ms.Tensor([correct, total], ms.float32)).asnumpy()
    net.set_train(True)
    return stats[0] / stats[1]

os.makedirs(f"ckpt_rank_{rank}", exist_ok=True)
for epoch in range(3):
    losses = []
    for x, y in train.create_tuple_iterator():
        loss, g = grad_fn(x, y); opt(reducer(g)); losses.append(loss.asnumpy())
    acc = evaluate()
    print(f"[rank {rank}] epoch {epoch} loss {np.mean(losses):.4f} global val acc {acc:.4f}", flush=True)
    ms.save_checkpoint(net, f"ckpt_rank_{rank}/gru_epoch{epoch}.ckpt")

restored = GRUClassifier()
not_loaded, _ = ms.load_param_into_net(restored, ms.load_checkpoint(f"ckpt_rank_{rank}/gru_epoch2.ckpt"))
print(f"[rank {rank}] reloaded ckpt_rank_{rank}/gru_epoch2.ckpt, missing params: {not_loaded}", flush=True)
