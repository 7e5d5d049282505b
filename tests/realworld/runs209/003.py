"""Fine-tune a small text classifier on 2 CPU workers (msrun, data parallel)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, size = get_rank(), get_group_size()
ms.set_seed(0)

VOCAB, SEQ, GLOBAL_BATCH = 500, 24, 32
rng = np.random.default_rng(0)
n_train = 60
ids = rng.integers(1, VOCAB, size=(n_train, SEQ)).astype(np.int32)
labels = (ids[:, 0] % 2).astype(np.int32)


class ReviewSource:
    def __getitem__(self, i):
        return ids[i], labels[i]

    def __len__(self):
        return n_train


train_ds = ds.GeneratorDataset(ReviewSource(), column_names=["input_ids", "labels"], shuffle=True,
                               num_shards=size, shard_id=rank, num_parallel_workers=2)
train_ds = train_ds.batch(GLOBAL_BATCH, drop_remainder=True)


class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.head = nn.Dense(64, 2)

    def construct(self, x):
        return self.head(self.emb(x).mean(1))


net = BagOfEmbeddings()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()

for epoch in range(4):
    losses = []
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        loss = train_net(batch["input_ids"], batch["labels"])
        losses.append(loss.asnumpy())
    print(f"[rank {rank}] epoch {epoch} steps {len(losses)} mean_loss {np.mean(losses):.4f}", flush=True)

ms.save_checkpoint(net, f"./cls_rank{rank}.ckpt")
print(f"[rank {rank}] saved checkpoint cls_rank{rank}.ckpt", flush=True)
