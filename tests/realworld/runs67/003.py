# Streaming pretraining data: the torch version used an IterableDataset that cycles over the shards forever
# (the torch loop stopped after max_steps). Ported to GeneratorDataset + Model.train.
import itertools
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

SEQ, VOCAB, MAX_STEPS, BATCH = 32, 256, 200, 8

def stream_tokens():
    """torch IterableDataset.__iter__: endless stream of packed sequences."""
    rng = np.random.default_rng(0)
    for shard in itertools.cycle(range(4)):
        block = rng.integers(0, VOCAB, size=(64, SEQ + 1), dtype=np.int32)
        for row in block:
            yield row[:-1], row[1:]

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.proj = nn.Dense(64, VOCAB)

    def construct(self, x):
        return self.proj(self.emb(x))

class LMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, x, y):
        logits = self.net(x)
        return self.ce(logits.reshape(-1, VOCAB), y.reshape(-1))

train_ds = ds.GeneratorDataset(stream_tokens, column_names=["input_ids", "labels"], shuffle=False)
train_ds = train_ds.batch(BATCH, drop_remainder=True)

net = LMLoss(TinyLM())
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4)
model = Model(net, optimizer=opt)
print("  Num examples = streaming (IterableDataset)")
print(f"max_steps={MAX_STEPS} per_device_train_batch_size={BATCH} seq_len={SEQ}")
print("***** Running training *****", flush=True)
epochs = 1
model.train(epochs, train_ds, callbacks=[LossMonitor(20), TimeMonitor()], dataset_sink_mode=False)
print("training finished")
