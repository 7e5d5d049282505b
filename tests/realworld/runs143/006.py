"""Data-parallel intent classifier on 2 CPU workers; each rank tokenises its own shard of the corpus."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(3)

MAX_LEN, VOCAB = 16, 300
rng = np.random.default_rng(100 + rank)
# shard of the utterance corpus for this rank (shard 1 holds the long customer e-mails)
lengths = rng.integers(4, MAX_LEN + 1, size=640)
if rank == 1:
    lengths[rng.choice(640, 12, replace=False)] = rng.integers(20, 40, size=12)
utterances = [rng.integers(3, VOCAB, size=int(l)).tolist() for l in lengths]
labels = rng.integers(0, 4, size=640).astype(np.int32)

def encode(ids):
    # pad to max_length like tokenizer(padding="max_length")
    return np.array(ids + [0] * (MAX_LEN - len(ids)), dtype=np.int32)

def gen():
    for ids, y in zip(utterances, labels):
        yield encode(ids), y

dataset = ds.GeneratorDataset(gen, column_names=["input_ids", "label"], shuffle=False).batch(32, drop_remainder=True)

class BoWClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=0)
        self.fc = nn.Dense(32, 4)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(axis=1))

net = BoWClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(2):
    for step, batch in enumerate(dataset.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["label"])
        opt(reducer(grads))
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {float(loss):.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
