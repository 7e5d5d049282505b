"""Port of a PyTorch sequence tagger (BiLSTM-free, conv + attention pooling) to MindSpore graph mode."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, jit_level="O0")
ms.set_device("CPU")
ms.set_seed(42)

SEQ, VOCAB, N_CLS = 32, 300, 4


def gen(n=640, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        ids = rng.integers(1, VOCAB, SEQ).astype(np.int32)
        label = np.int32(ids[:4].sum() % N_CLS)
        mask = np.ones(SEQ, np.float32)
        mask[rng.integers(SEQ // 2, SEQ):] = 0.0
        yield ids, mask, label


class AttnPool(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.score = nn.Dense(d, 1)

    def construct(self, h, mask):
        s = self.score(h).squeeze(-1)
        # torch version: scores.masked_fill(~mask.bool(), -inf) with a fallback for fp16 inputs
        try:
            s = ops.masked_fill(s, mask == 0, float("-inf"))
        except TypeError:
            s = s + (1.0 - mask) * -1e4
        w = ops.softmax(s, axis=-1)
        return (h * w.expand_dims(-1)).sum(1)


class ConvClassifier(nn.Cell):
    def __init__(self, d=64):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, d)
        self.conv = nn.Conv1d(d, d, 3, pad_mode="same", has_bias=True)
        self.act = nn.ReLU()
        self.pool = AttnPool(d)
        self.out = nn.Dense(d, N_CLS)

    def construct(self, ids, mask):
        h = self.emb(ids).swapaxes(1, 2)
        h = self.act(self.conv(h)).swapaxes(1, 2)
        return self.out(self.pool(h, mask))


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.CrossEntropyLoss()

    def construct(self, ids, mask, label):
        return self.loss(self.net(ids, mask), label)


train_ds = ds.GeneratorDataset(list(gen()), ["input_ids", "attention_mask", "label"], shuffle=True).batch(32, True)
print("steps per epoch:", train_ds.get_dataset_size())
net = ConvClassifier()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(WithLoss(net), optimizer=opt)
model.train(3, train_ds, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
