# Text classifier ported from PyTorch (token ids were LongTensors there). The train loader yields int64 ids,
# so set_inputs declares Int64; the eval split comes from a cached .npy made by another preprocessing script.
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, D = 300, 32

rng = np.random.default_rng(0)
train_ids = rng.integers(1, VOCAB, (256, 16))            # int64, like torch.long
train_y = (train_ids[:, 0] % 2).astype(np.int32)
os.makedirs("cache_009", exist_ok=True)
np.save("cache_009/dev_ids.npy", rng.integers(1, VOCAB, (64, 16)).astype(np.int32))  # written by prepare_dev.py
np.save("cache_009/dev_labels.npy", rng.integers(0, 2, 64).astype(np.int32))


class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.fc = nn.Dense(D, 2)

    def construct(self, input_ids):
        return self.fc(self.emb(input_ids).mean(1))


model = BagOfEmbeddings()
model.set_inputs(ms.Tensor(shape=[None, None], dtype=ms.int64))
train_ds = ds.NumpySlicesDataset({"input_ids": train_ids, "label": train_y}, shuffle=True).batch(32)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), 1e-2)
step_net = nn.TrainOneStepCell(nn.WithLossCell(model, loss_fn), opt)

for epoch in range(3):
    model.set_train(True)
    tot = []
    for batch in train_ds.create_dict_iterator():
        tot.append(step_net(batch["input_ids"], batch["label"]).asnumpy())
    print(f"epoch {epoch} train loss {np.mean(tot):.4f}")

    model.set_train(False)
    dev_ids = np.load("cache_009/dev_ids.npy")
    dev_y = np.load("cache_009/dev_labels.npy")
    logits = model(ms.Tensor(dev_ids))
    acc = (logits.argmax(-1).asnumpy() == dev_y).mean()
    print(f"epoch {epoch} dev acc {acc:.3f}")
