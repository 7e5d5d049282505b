"""Convert a PyTorch-layout state dict (bag-of-embeddings text classifier) to a MindSpore checkpoint, load, evaluate."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(4)
rng = np.random.default_rng(4)

VOCAB, SEQ, NCLS = 200, 16, 4
# synthetic "topic" data: each class draws tokens mostly from its own vocabulary slice
y = rng.integers(0, NCLS, 2400).astype(np.int32)
tok = np.where(rng.random((2400, SEQ)) < 0.7,
               (y[:, None] * 50 + rng.integers(0, 50, (2400, SEQ))),
               rng.integers(0, VOCAB, (2400, SEQ))).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": tok[:2000], "y": y[:2000]}, shuffle=True).batch(64)
eval_ds = ds.NumpySlicesDataset({"x": tok[2000:], "y": y[2000:]}, shuffle=False).batch(100)


class TextClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, 32)
        self.norm = nn.LayerNorm((32,))
        self.fc = nn.Dense(32, NCLS)

    def construct(self, x):
        h = self.embedding(x).mean(1)
        return self.fc(self.norm(h))


# ---- upstream run (produces the weights we are migrating; exported in torch layout) ----
src = TextClassifier()
m = ms.Model(src, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
             nn.Adam(src.trainable_params(), 1e-2), metrics={"acc"})
m.train(3, train_ds, dataset_sink_mode=False)
print("upstream eval:", m.eval(eval_ds, dataset_sink_mode=False))
ms_to_torch = {"embedding.embedding_table": "embedding.weight", "norm.gamma": "norm.weight",
               "norm.beta": "norm.bias", "fc.weight": "fc.weight", "fc.bias": "fc.bias"}
torch_state = {ms_to_torch[p.name]: p.asnumpy() for p in src.get_parameters()}
np.savez("text_clf_torch_state.npz", **torch_state)

# ---- conversion script ----
sd = np.load("text_clf_torch_state.npz")
print("torch keys:", list(sd.keys()))
ms.save_checkpoint([{"name": k, "data": Tensor(sd[k])} for k in sd.keys()], "text_clf.ckpt")

# ---- deployment side ----
net = TextClassifier()
ms.load_param_into_net(net, ms.load_checkpoint("text_clf.ckpt"))
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), metrics={"acc", "loss"})
print("converted model eval:", model.eval(eval_ds, dataset_sink_mode=False))
