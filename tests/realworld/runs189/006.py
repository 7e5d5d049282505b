"""Tiny text classifier (bag of embeddings), data parallel on 2 workers with msrun.
Rank 0 builds the vocabulary cache once; the other ranks wait for it at a barrier."""
import os, json
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.communication.comm_func import barrier
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

CACHE = "/home/user/project/vocab_cache_006.json"
WORDS = ("good great fine awesome love nice bad awful poor hate boring terrible movie plot actor scene film the a is was").split()

def build_vocab():
    vocab = {w: i + 1 for i, w in enumerate(sorted(set(WORDS)))}
    with open(CACHE, "w") as f:
        json.dump(vocab, f)

# like `if local_rank not in [-1, 0]: torch.distributed.barrier()` in HF examples
if rank != 0:
    barrier()
if rank == 0 and not os.path.exists(CACHE):
    build_vocab()
    barrier()
vocab = json.load(open(CACHE))
print(f"rank {rank}: vocab size {len(vocab)}", flush=True)

rng = np.random.default_rng(rank)
pos, neg = WORDS[:6], WORDS[6:12]
def sample(n=512, L=12):
    y = rng.integers(0, 2, n).astype(np.int32)
    toks = np.array([[vocab[w] for w in rng.choice(WORDS[12:] + (pos if t else neg) * 2, L)] for t in y], np.int32)
    return toks, y
xs, ys = sample()
train = ds.NumpySlicesDataset({"ids": xs, "label": ys}, shuffle=True).batch(32, drop_remainder=True)

class BagOfEmb(nn.Cell):
    def __init__(self, vocab_size, dim=16):
        super().__init__()
        self.emb = nn.Embedding(vocab_size + 1, dim)
        self.fc = nn.Dense(dim, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = BagOfEmb(len(vocab))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-2))
model.train(3, train, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
print(f"rank {rank}: finished", flush=True)
