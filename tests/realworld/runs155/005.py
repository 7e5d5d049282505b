"""2-worker data-parallel intent classifier; each worker tokenises its own shard of the raw text."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(7)

rng = np.random.default_rng(0)
WORDS = [f"w{i}" for i in range(300)]
texts = [" ".join(rng.choice(WORDS[:150 + 150 * (i % 2)], size=8)) for i in range(640)]
labels = np.array([len(t) % 3 for t in texts], np.int32)

# each worker takes its slice of the corpus and builds the vocabulary from what it sees
my_texts, my_labels = texts[rank::world], labels[rank::world]
vocab = {w: i + 1 for i, w in enumerate(sorted({w for t in my_texts for w in t.split()}))}
print(f"[rank {rank}] samples={len(my_texts)} vocab_size={len(vocab) + 1}", flush=True)
ids = np.array([[vocab[w] for w in t.split()] for t in my_texts], np.int32)

train_ds = ds.NumpySlicesDataset({"ids": ids, "y": my_labels}, shuffle=True).batch(32, drop_remainder=True)


class Classifier(nn.Cell):
    def __init__(self, vocab_size):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, 32)
        self.fc = nn.Dense(32, 3)

    def construct(self, x):
        return self.fc(self.emb(x).mean(axis=1))


net = Classifier(len(vocab) + 1)
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9))
model.train(2, train_ds, callbacks=[TimeMonitor(), LossMonitor(5)], dataset_sink_mode=False)
print(f"[rank {rank}] done", flush=True)
