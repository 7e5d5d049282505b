"""Intent classifier (padded ids) with cosine LR schedule and an eval callback printing metric dicts (healthy)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Callback, LossMonitor, Accuracy, Loss

ms.set_seed(14)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(14)
VOCAB, LEN, N = 300, 16, 640
labels = rng.integers(0, 4, N).astype(np.int32)
ids = rng.integers(5, VOCAB, (N, LEN)).astype(np.int32)
ids[:, 0] = labels + 1                       # class-indicating token at the start
lengths = rng.integers(6, LEN + 1, N)
for i, L in enumerate(lengths):
    ids[i, L:] = 0

tr = ds.NumpySlicesDataset({"input_ids": ids[:512], "label": labels[:512]}, shuffle=True).batch(32)
va = ds.NumpySlicesDataset({"input_ids": ids[512:], "label": labels[512:]}, shuffle=False).batch(64)

class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=0)
        self.fc = nn.SequentialCell(nn.Dense(32, 32), nn.Tanh(), nn.Dense(32, 4))
    def construct(self, x):
        mask = (x != 0).astype(ms.float32).expand_dims(-1)
        h = (self.emb(x) * mask).sum(axis=1) / mask.sum(axis=1)
        return self.fc(h)

class EvalEachEpoch(Callback):
    def __init__(self, model, ds_eval):
        self.model, self.ds_eval = model, ds_eval
    def on_train_epoch_end(self, run_context):
        ep = run_context.original_args().cur_epoch_num
        res = self.model.eval(self.ds_eval, dataset_sink_mode=False)
        print({"epoch": ep, "eval_loss": round(float(res["loss"]), 4), "eval_accuracy": round(float(res["acc"]), 4)})

EPOCHS = 6
lr = nn.cosine_decay_lr(1e-4, 5e-3, EPOCHS * tr.get_dataset_size(), tr.get_dataset_size(), EPOCHS)
net = BagOfEmbeddings()
loss_fn = nn.CrossEntropyLoss()
model = Model(net, loss_fn, nn.Adam(net.trainable_params(), learning_rate=lr),
              metrics={"acc": Accuracy(), "loss": Loss()})
model.train(EPOCHS, tr, callbacks=[LossMonitor(16), EvalEachEpoch(model, va)], dataset_sink_mode=False)
