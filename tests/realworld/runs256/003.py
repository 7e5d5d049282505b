"""Sequence classifier ported from PyTorch, trained with Model.train in GRAPH mode."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(1)

VOCAB, SEQ, DIM, CLASSES = 500, 24, 32, 3


class ConvTextClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.conv = nn.Conv1d(DIM, 64, kernel_size=3, pad_mode="same", has_bias=True)
        self.act = nn.GELU()
        self.dropout = nn.Dropout(p=0.1)
        self.fc = nn.Dense(64, CLASSES)

    def construct(self, input_ids, attention_mask):
        h = self.embed(input_ids).transpose(0, 2, 1)
        h = self.act(self.conv(h))
        try:
            # masked mean pooling (same as the torch code)
            mask = attention_mask.astype(h.dtype).expand_dims(1)
            pooled = (h * mask).sum(axis=2) / ops.clamp(mask.sum(axis=2), min=1.0)
        except ValueError:
            pooled = h.mean(axis=2)
        return self.fc(self.dropout(pooled))


def generator():
    rng = np.random.default_rng(0)
    for _ in range(960):
        n = int(rng.integers(8, SEQ + 1))
        ids = np.zeros(SEQ, np.int32)
        ids[:n] = rng.integers(1, VOCAB, size=n)
        mask = (ids > 0).astype(np.int32)
        label = np.int32(ids[0] % CLASSES)
        yield ids, mask, label


def build(columns):
    d = ds.GeneratorDataset(generator, column_names=columns, shuffle=True)
    return d.batch(32, drop_remainder=True)


class WithLoss(nn.Cell):
    def __init__(self, net, loss_fn):
        super().__init__(auto_prefix=False)
        self.net, self.loss_fn = net, loss_fn

    def construct(self, input_ids, attention_mask, label):
        return self.loss_fn(self.net(input_ids, attention_mask), label)


train_ds = build(["input_ids", "attention_mask", "label"])
net = ConvTextClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
train_net = nn.TrainOneStepCell(WithLoss(net, loss_fn), opt)
model = Model(train_net)
print(f"steps per epoch: {train_ds.get_dataset_size()}")
model.train(3, train_ds, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
