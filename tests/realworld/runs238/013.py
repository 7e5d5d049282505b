"""Healthy: convert a torch-layout state dict (embedding + LayerNorm + linear) with a key map, load strictly, evaluate, fine-tune one epoch."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(13)
rng = np.random.default_rng(13)
VOCAB, SEQ, NCLS = 240, 12, 3
y = rng.integers(0, NCLS, 2000).astype(np.int32)
tok = np.where(rng.random((2000, SEQ)) < 0.7, y[:, None] * 80 + rng.integers(0, 80, (2000, SEQ)),
               rng.integers(0, VOCAB, (2000, SEQ))).astype(np.int32)
def make_train():
    return ds.NumpySlicesDataset({"x": tok[:1600], "y": y[:1600]}, shuffle=True).batch(64)

eval_ds = ds.NumpySlicesDataset({"x": tok[1600:], "y": y[1600:]}, shuffle=False).batch(100)


class TextClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, 32)
        self.norm = nn.LayerNorm((32,))
        self.fc = nn.Dense(32, NCLS)

    def construct(self, x):
        return self.fc(self.norm(self.embedding(x).mean(1)))


loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
src = TextClassifier()
m = ms.Model(src, loss, nn.Adam(src.trainable_params(), 1e-2), metrics={"acc"})
m.train(2, make_train(), dataset_sink_mode=False)
print("upstream eval:", m.eval(eval_ds, dataset_sink_mode=False))
ms_to_torch = {"embedding.embedding_table": "embedding.weight", "norm.gamma": "norm.weight",
               "norm.beta": "norm.bias", "fc.weight": "fc.weight", "fc.bias": "fc.bias"}
np.savez("torch_state.npz", **{ms_to_torch[p.name]: p.asnumpy() for p in src.get_parameters()})

# conversion with key map
torch_to_ms = {v: k for k, v in ms_to_torch.items()}
sd = np.load("torch_state.npz")
print("torch keys:", list(sd.keys()))
ms.save_checkpoint([{"name": torch_to_ms[k], "data": Tensor(sd[k])} for k in sd.keys()], "converted.ckpt")

net = TextClassifier()
not_loaded, unused = ms.load_param_into_net(net, ms.load_checkpoint("converted.ckpt"), strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
model = ms.Model(net, loss, nn.Adam(net.trainable_params(), 1e-3), metrics={"acc", "loss"})
print("converted model eval:", model.eval(eval_ds, dataset_sink_mode=False))
model.train(1, make_train(), callbacks=[ms.LossMonitor(10)], dataset_sink_mode=False)
print("after fine-tune eval:", model.eval(eval_ds, dataset_sink_mode=False))
