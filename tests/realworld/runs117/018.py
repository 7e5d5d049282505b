"""Convert a PyTorch bag-of-embeddings sentiment model (state_dict exported to .npz)
into a MindSpore checkpoint, load it and evaluate on the held-out reviews."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

VOCAB, D = 1000, 32
NPZ = "/home/user/project/s/sentiment_torch.npz"
CKPT = "/home/user/project/s/sentiment_ms.ckpt"
rng = np.random.default_rng(8)
polarity = rng.choice([-1.0, 0.0, 1.0], VOCAB, p=[0.2, 0.6, 0.2])


def export_from_torch():
    # what torch.save(model.state_dict()) held after training, dumped with numpy
    emb = rng.normal(0, 0.05, (VOCAB, D)); emb[:, 0] += polarity
    np.savez(NPZ, **{"embedding.weight": emb.astype(np.float32),
                     "norm.weight": np.ones(D, np.float32), "norm.bias": np.zeros(D, np.float32),
                     "classifier.weight": np.stack([-np.eye(D)[0], np.eye(D)[0]]).astype(np.float32) * 8,
                     "classifier.bias": np.zeros(2, np.float32)})


class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, D)
        self.norm = nn.LayerNorm((D,))
        self.classifier = nn.Dense(D, 2)

    def construct(self, ids):
        return self.classifier(self.embedding(ids).mean(1))


if not os.path.exists(NPZ):
    export_from_torch()
sd = np.load(NPZ)
ms.save_checkpoint([{"name": k, "data": Tensor(sd[k])} for k in sd.files], CKPT)
print(f"converted {len(sd.files)} tensors -> {CKPT}")

net = BagOfEmbeddings()
param_dict = ms.load_checkpoint(CKPT)
not_loaded, unused = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)

ids = rng.integers(0, VOCAB, (500, 30)).astype(np.int32)
labels = (polarity[ids].sum(1) > 0).astype(np.int32)
test = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=False).batch(100)
correct = 0
for x, y in test.create_tuple_iterator():
    correct += int((net(x).argmax(-1) == y).sum().asnumpy())
print(f"test accuracy: {correct / 500:.3f}")
