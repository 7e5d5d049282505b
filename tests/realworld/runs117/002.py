"""GRU intent classifier trained with the high-level Model API."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(42)
VOCAB, EMB, HID, SEQ, CLASSES = 300, 32, 48, 16, 4


def synthetic(n, seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, CLASSES, size=n).astype(np.int32)
    ids = rng.integers(4, VOCAB, size=(n, SEQ)).astype(np.int32)
    ids[:, -1] = labels  # class marker token at the end of every utterance
    return {"input_ids": ids, "label": labels}


class GRUIntent(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, EMB)
        self.gru = nn.GRU(EMB, HID, num_layers=1, batch_first=True)
        self.head = nn.Dense(HID, CLASSES)

    def construct(self, input_ids):
        out, h = self.gru(self.embed(input_ids))
        return self.head(h[-1])


train_ds = ds.NumpySlicesDataset(synthetic(512, 0), shuffle=True).batch(32, drop_remainder=True)
eval_ds = ds.NumpySlicesDataset(synthetic(128, 1), shuffle=False).batch(32)

net = GRUIntent()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})
model.train(10, train_ds, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(eval_ds, dataset_sink_mode=False))
